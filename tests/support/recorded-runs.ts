/**
 * Recorded runs made up from a real course file for tests: a runner at a steady speed along the
 * course's points, one fix a second, with GPS wobble (a smooth random walk of a few metres), a
 * barometric offset and a little altimeter noise, written as GPX, TCX or FIT (Garmin's encoder).
 */
import { Encoder, Profile, type FileIdMesg, type RecordMesg, type SessionMesg } from '@garmin/fitsdk';

/** A course's points in order (the courses module's RawTrack has this shape). */
export interface TrackPoints {
  count: number;
  lat: ArrayLike<number>;
  lon: ArrayLike<number>;
  ele: ArrayLike<number>;
}

/** The track points of a GPX text (the fixtures'), read plainly: tests need no validation. */
export function gpxTrackPoints(text: string): TrackPoints {
  const lat: number[] = [];
  const lon: number[] = [];
  const ele: number[] = [];
  // Track points, else route points (as the course engine reads them); attributes in any order.
  const points = [...text.matchAll(/<trkpt\b([^>]*)>([\s\S]*?)<\/trkpt>/g)];
  for (const [, attributes, body] of points.length ? points : text.matchAll(/<rtept\b([^>]*)>([\s\S]*?)<\/rtept>/g)) {
    lat.push(Number(/\blat="([^"]+)"/.exec(attributes!)?.[1]));
    lon.push(Number(/\blon="([^"]+)"/.exec(attributes!)?.[1]));
    ele.push(Number(/<ele>([^<]+)<\/ele>/.exec(body!)?.[1] ?? Number.NaN));
  }
  return { count: lat.length, lat, lon, ele };
}

/** Metres along the points (spherical: precise enough to make up a recording). */
function distancesAlong(track: TrackPoints): Float64Array {
  const out = new Float64Array(track.count);
  const rad = Math.PI / 180;
  for (let i = 1; i < track.count; i++) {
    const dLat = (track.lat[i]! - track.lat[i - 1]!) * rad;
    const dLon = (track.lon[i]! - track.lon[i - 1]!) * rad * Math.cos(((track.lat[i]! + track.lat[i - 1]!) / 2) * rad);
    out[i] = out[i - 1]! + 6_371_000 * Math.hypot(dLat, dLon);
  }
  return out;
}

export interface RunPoint {
  lat: number;
  lon: number;
  ele: number;
  timeMs: number;
  /** Heart rate, beats per minute (written by runFit and runTcx when present). */
  hr?: number;
  /** The watch's own distance since the start, metres (runFit writes it when present). */
  watchM?: number;
}

export interface RunOptions {
  seed: number;
  /** Barometric offset added to every height, metres. */
  offsetM?: number;
  /** Standard deviation of the GPS wobble, metres. */
  wobbleM?: number;
  /** Altimeter noise, metres. */
  noiseM?: number;
  speedMps?: number;
  /** Seconds between fixes. */
  everyS?: number;
  startMs?: number;
  /** Heights along the course instead of the file's (a bridge the file lost). */
  heightAt?: (alongM: number, fileEle: number) => number;
  /** Speed at each point along the course, m/s (instead of a steady `speedMps`): a fade, a fast start. */
  speedAt?: (alongM: number) => number;
  /** Heart rate at each point along the course (beats per minute). */
  heartRateAt?: (alongM: number) => number;
  /** The watch's distance as a multiple of the true one (1.01: a watch measuring 1 % long). */
  watchFactor?: number;
}

/** Deterministic pseudo-random numbers (mulberry32) and a standard normal from them. */
export function random(seed: number): { uniform: () => number; normal: () => number } {
  let a = seed >>> 0;
  const uniform = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(uniform() || 1e-12)) * Math.cos(2 * Math.PI * uniform());
  return { uniform, normal };
}

export function recordRun(course: TrackPoints, options: RunOptions): RunPoint[] {
  const rng = random(options.seed);
  const dist = distancesAlong(course);
  const total = dist[course.count - 1]!;
  const speed = options.speedMps ?? 3.3;
  const every = options.everyS ?? 1;
  const start = options.startMs ?? Date.UTC(2025, 3, 6, 8, 0, 0);
  const wobble = options.wobbleM ?? 3;
  const metresPerDegLat = 111_320;
  const points: RunPoint[] = [];
  let seg = 0;
  let ex = 0;
  let ey = 0;
  let noise = 0;
  let walked = 0;
  for (let t = 0; ; t += every) {
    if (options.speedAt && t > 0) walked += every * options.speedAt(walked);
    const along = Math.min(total, options.speedAt ? walked : t * speed);
    while (seg + 2 < course.count && dist[seg + 1]! < along) seg++;
    const span = dist[seg + 1]! - dist[seg]!;
    const f = span > 0 ? (along - dist[seg]!) / span : 0;
    const lat = course.lat[seg]! + f * (course.lat[seg + 1]! - course.lat[seg]!);
    const lon = course.lon[seg]! + f * (course.lon[seg + 1]! - course.lon[seg]!);
    const fileEle = course.ele[seg]! + f * (course.ele[seg + 1]! - course.ele[seg]!);
    // AR(1) wobble with a ~30 s memory, standard deviation `wobble`.
    const keep = Math.exp(-every / 30);
    const kick = wobble * Math.sqrt(1 - keep * keep);
    ex = keep * ex + kick * rng.normal();
    ey = keep * ey + kick * rng.normal();
    noise = 0.7 * noise + (options.noiseM ?? 0.3) * Math.sqrt(1 - 0.49) * rng.normal();
    const metresPerDegLon = metresPerDegLat * Math.cos((lat * Math.PI) / 180);
    const truth = options.heightAt ? options.heightAt(along, fileEle) : fileEle;
    points.push({
      lat: lat + ey / metresPerDegLat,
      lon: lon + ex / metresPerDegLon,
      ele: truth + (options.offsetM ?? 0) + noise,
      timeMs: start + t * 1000,
      ...(options.heartRateAt ? { hr: Math.round(options.heartRateAt(along)) } : {}),
      ...(options.watchFactor ? { watchM: along * options.watchFactor } : {}),
    });
    if (along >= total) break;
  }
  return points;
}

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

/** A GPX of the run; with `heartRate`, each point's heart rate as Garmin's TrackPointExtension writes it. */
export function runGpx(points: RunPoint[], options: { heartRate?: boolean } = {}): Uint8Array {
  const hr = (p: RunPoint) =>
    options.heartRate
      ? `<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>${p.hr ?? 150}</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions>`
      : '';
  const body = points
    .map(
      (p) =>
        `<trkpt lat="${p.lat.toFixed(7)}" lon="${p.lon.toFixed(7)}"><ele>${p.ele.toFixed(1)}</ele><time>${iso(p.timeMs)}</time>${hr(p)}</trkpt>`,
    )
    .join('\n');
  const ns = options.heartRate ? ' xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"' : '';
  return new TextEncoder().encode(
    `<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"${ns}><trk><name>Morning run</name><trkseg>\n${body}\n</trkseg></trk></gpx>\n`,
  );
}

export function runTcx(points: RunPoint[]): Uint8Array {
  const body = points
    .map(
      (p) =>
        `<Trackpoint><Time>${iso(p.timeMs)}</Time><Position><LatitudeDegrees>${p.lat.toFixed(7)}</LatitudeDegrees><LongitudeDegrees>${p.lon.toFixed(7)}</LongitudeDegrees></Position><AltitudeMeters>${p.ele.toFixed(1)}</AltitudeMeters><HeartRateBpm><Value>${p.hr ?? 150}</Value></HeartRateBpm></Trackpoint>`,
    )
    .join('\n');
  return new TextEncoder().encode(
    `<?xml version="1.0" encoding="UTF-8"?>\n<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"><Activities><Activity Sport="Running"><Id>${iso(points[0]!.timeMs)}</Id><Lap StartTime="${iso(points[0]!.timeMs)}"><Track>\n${body}\n</Track></Lap></Activity></Activities></TrainingCenterDatabase>\n`,
  );
}

const DEGREES_TO_SEMICIRCLES = 2 ** 31 / 180;

/** A FIT activity of these points; `sport` adds a session naming it ('running', 'cycling'). */
export function runFit(points: RunPoint[], options: { sport?: 'running' | 'cycling' } = {}): Uint8Array {
  const encoder = new Encoder();
  encoder.onMesg(Profile.MesgNum.FILE_ID!, {
    manufacturer: 'development',
    product: 1,
    timeCreated: new Date(points[0]!.timeMs),
    type: 'activity',
  } as FileIdMesg);
  for (const p of points) {
    encoder.onMesg(Profile.MesgNum.RECORD!, {
      timestamp: new Date(p.timeMs),
      positionLat: Math.round(p.lat * DEGREES_TO_SEMICIRCLES),
      positionLong: Math.round(p.lon * DEGREES_TO_SEMICIRCLES),
      enhancedAltitude: p.ele,
      ...(p.hr !== undefined ? { heartRate: p.hr } : {}),
      ...(p.watchM !== undefined ? { distance: p.watchM } : {}),
    } as RecordMesg);
  }
  if (options.sport) {
    const first = points[0]!.timeMs;
    const last = points.at(-1)!.timeMs;
    encoder.onMesg(Profile.MesgNum.SESSION!, {
      timestamp: new Date(last),
      startTime: new Date(first),
      totalElapsedTime: (last - first) / 1000,
      sport: options.sport,
    } as SessionMesg);
  }
  return encoder.close();
}
