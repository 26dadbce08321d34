import { CourseFileError } from './course-file-error.ts';
import { MAX_POINTS, MAX_WAYPOINTS } from './course-file-limits.ts';
import { parsePosition, readElevation, readPosition, readTime } from './point-values.ts';
import { RawTrackBuilder, type RawTrack } from './raw-track.ts';
import { childList, readXmlDocument, textOf, type XmlNode, type XmlReadOptions } from './xml-document.ts';

const GPX: XmlReadOptions = {
  label: 'GPX',
  root: 'gpx',
  repeated: new Set(['trk', 'trkseg', 'trkpt', 'rte', 'rtept', 'wpt']),
  // A point's extensions are read for its heart rate (Garmin's TrackPointExtension, which Strava,
  // Coros, Suunto and Wahoo exports use too); each point's are dropped with it (streamed).
  skipped: new Set(),
};

/**
 * GPX 1.0 and 1.1: every track segment of every track, in document order, joined (a gap between
 * segments counts as a straight line: a paused watch still moved). Routes are read only when the
 * file has no track points, since exporters that write both put the same course twice. Track and
 * route points are read as the parser meets them (`streamed`), never kept as a tree.
 */
export function readGpx(bytes: Uint8Array): RawTrack {
  const track = new RawTrackBuilder(MAX_POINTS);
  const route = new RawTrackBuilder(MAX_POINTS);
  const streamed = new Map([
    ['trkpt', (point: unknown, parent: string) => (parent === 'trkseg' ? addPoint(track, point) : undefined)],
    ['rtept', (point: unknown, parent: string) => (parent === 'rte' ? addPoint(route, point) : undefined)],
  ]);
  const gpx = readXmlDocument(bytes, { ...GPX, streamed });
  // The race's name: the file's metadata (GPX 1.1) or root (1.0) name, else its first track's or route's.
  const metadata = (gpx as XmlNode).metadata as XmlNode | undefined;
  track.offerName(textOf(metadata?.name));
  track.offerName(textOf((gpx as XmlNode).name));
  for (const trk of childList(gpx, 'trk')) {
    track.offerName(textOf((trk as XmlNode).name));
    track.offerSport(textOf((trk as XmlNode).type));
  }
  for (const rte of childList(gpx, 'rte')) track.offerName(textOf((rte as XmlNode).name));
  if (track.count === 0) {
    for (let i = 0; i < route.count; i++) track.push(route.lat[i]!, route.lon[i]!, route.ele[i]!, route.time[i]!);
  }
  for (const wpt of childList(gpx, 'wpt').slice(0, MAX_WAYPOINTS)) {
    const node = wpt as XmlNode;
    // A broken waypoint only loses that aid station, not the course.
    const position = parsePosition(textOf(node['@_lat']), textOf(node['@_lon']));
    if (position) track.waypoints.push({ lat: position[0], lon: position[1], name: textOf(node.name).trim() });
  }
  return track.build();
}

function addPoint(track: RawTrackBuilder, point: unknown): void {
  if (track.full) throw new CourseFileError('tooManyPoints', { max: MAX_POINTS });
  const node = point as XmlNode;
  const [lat, lon] = readPosition(textOf(node['@_lat']), textOf(node['@_lon']), track.count);
  track.push(lat, lon, readElevation(textOf(node.ele)), readTime(textOf(node.time)), heartRate(node.extensions));
}

/** `<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>142</gpxtpx:hr>…` (any prefix), else NaN. */
function heartRate(extensions: unknown): number {
  const point = (extensions as XmlNode | undefined)?.TrackPointExtension as XmlNode | undefined;
  const bpm = Number(textOf(point?.hr));
  return bpm > 0 && bpm < 255 ? bpm : Number.NaN;
}
