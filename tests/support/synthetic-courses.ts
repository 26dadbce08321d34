/** Builders of small course files for tests: a straight or wavy line of points around Berlin. */
export interface SyntheticPoint {
  lat: number;
  lon: number;
  ele?: number;
  time?: string;
}

const encoder = new TextEncoder();

/** `count` points heading east, `stepM` metres apart, optional elevation and 1 s timestamps. */
export function linePoints(
  count: number,
  options: { stepM?: number; ele?: (i: number) => number; timed?: boolean } = {},
): SyntheticPoint[] {
  const stepDeg = (options.stepM ?? 10) / 67_900; // metres per degree of longitude at 52.5° N
  const start = Date.UTC(2025, 8, 21, 7, 0, 0);
  return Array.from({ length: count }, (_, i) => ({
    lat: 52.5,
    lon: 13.3 + i * stepDeg,
    ...(options.ele ? { ele: options.ele(i) } : {}),
    ...(options.timed ? { time: new Date(start + i * 1000).toISOString() } : {}),
  }));
}

export function gpxText(points: SyntheticPoint[], extra = ''): string {
  const pts = points
    .map(
      (p) =>
        `<trkpt lat="${p.lat}" lon="${p.lon}">${p.ele === undefined ? '' : `<ele>${p.ele}</ele>`}${p.time ? `<time>${p.time}</time>` : ''}</trkpt>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">${extra}<trk><trkseg>\n${pts}\n</trkseg></trk></gpx>\n`;
}

export function gpxBytes(points: SyntheticPoint[], extra = ''): Uint8Array {
  return encoder.encode(gpxText(points, extra));
}

export function kmlText(points: SyntheticPoint[], placemarks = ''): string {
  const coords = points.map((p) => `${p.lon},${p.lat}${p.ele === undefined ? '' : `,${p.ele}`}`).join(' ');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>course</name><LineString><coordinates>${coords}</coordinates></LineString></Placemark>${placemarks}</Document></kml>\n`;
}

export function bytesOf(text: string): Uint8Array {
  return encoder.encode(text);
}
