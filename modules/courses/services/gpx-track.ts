import { CourseFileError } from './course-file-error.ts';
import { MAX_POINTS, MAX_WAYPOINTS } from './course-file-limits.ts';
import { parsePosition, readElevation, readPosition, readTime } from './point-values.ts';
import { RawTrackBuilder, type RawTrack } from './raw-track.ts';
import { childList, readXmlDocument, textOf, type XmlNode, type XmlReadOptions } from './xml-document.ts';

const GPX: XmlReadOptions = {
  label: 'GPX',
  root: 'gpx',
  repeated: new Set(['trk', 'trkseg', 'trkpt', 'rte', 'rtept', 'wpt']),
  // Heart rate, cadence, colours…: watch files are half extensions, and we never read them.
  skipped: new Set(['extensions']),
};

/**
 * GPX 1.0 and 1.1: every track segment of every track, in document order, joined (a gap between
 * segments counts as a straight line: a paused watch still moved). Routes are read only when the
 * file has no track points, since exporters that write both put the same course twice.
 */
export function readGpx(bytes: Uint8Array): RawTrack {
  const gpx = readXmlDocument(bytes, GPX);
  const track = new RawTrackBuilder(MAX_POINTS);
  // The race's name: the file's metadata (GPX 1.1) or root (1.0) name, else its first track's or route's.
  const metadata = (gpx as XmlNode).metadata as XmlNode | undefined;
  track.offerName(textOf(metadata?.name));
  track.offerName(textOf((gpx as XmlNode).name));
  for (const trk of childList(gpx, 'trk')) track.offerName(textOf((trk as XmlNode).name));
  for (const rte of childList(gpx, 'rte')) track.offerName(textOf((rte as XmlNode).name));
  for (const trk of childList(gpx, 'trk')) {
    for (const seg of childList(trk, 'trkseg')) addPoints(track, childList(seg, 'trkpt'));
  }
  if (track.count === 0) {
    for (const rte of childList(gpx, 'rte')) addPoints(track, childList(rte, 'rtept'));
  }
  for (const wpt of childList(gpx, 'wpt').slice(0, MAX_WAYPOINTS)) {
    const node = wpt as XmlNode;
    // A broken waypoint only loses that aid station, not the course.
    const position = parsePosition(textOf(node['@_lat']), textOf(node['@_lon']));
    if (position) track.waypoints.push({ lat: position[0], lon: position[1], name: textOf(node.name).trim() });
  }
  return track.build();
}

function addPoints(track: RawTrackBuilder, points: unknown[]): void {
  if (track.count + points.length > MAX_POINTS) throw new CourseFileError('tooManyPoints', { max: MAX_POINTS });
  for (const point of points) {
    const node = point as XmlNode;
    const [lat, lon] = readPosition(textOf(node['@_lat']), textOf(node['@_lon']), track.count);
    track.push(lat, lon, readElevation(textOf(node.ele)), readTime(textOf(node.time)));
  }
}
