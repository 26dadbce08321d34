import { CourseFileError } from './course-file-error.ts';
import { MAX_POINTS, MAX_WAYPOINTS } from './course-file-limits.ts';
import { coordinateTuples } from './kml-coordinates.ts';
import { parsePosition, readElevation, readPosition, readTime } from './point-values.ts';
import { RawTrackBuilder, type RawTrack } from './raw-track.ts';
import { childList, readXmlDocument, textOf, type XmlNode, type XmlReadOptions } from './xml-document.ts';

const KML: XmlReadOptions = {
  label: 'KML',
  root: 'kml',
  repeated: new Set(['Document', 'Folder', 'Placemark', 'LineString', 'MultiGeometry', 'MultiTrack', 'Track', 'Point', 'coord', 'when']),
  skipped: new Set(['Style', 'StyleMap', 'ExtendedData', 'description', 'Snippet', 'Polygon', 'Model']),
};

const CONTAINERS = ['Document', 'Folder'];

/**
 * KML 2.2: LineStrings, gx:Tracks and MultiGeometries of every Placemark, in document order,
 * joined into one course (the namespace prefix is removed, so gx:Track is Track). Point
 * Placemarks are the aid-station candidates.
 */
export function readKml(bytes: Uint8Array): RawTrack {
  const kml = readXmlDocument(bytes, KML);
  const track = new RawTrackBuilder(MAX_POINTS);
  // The race's name: the Document's, else that of the first Placemark holding the course line.
  for (const doc of childList(kml, 'Document')) track.offerName(textOf((doc as XmlNode).name));
  visitContainer(kml, track);
  return track.build();
}

function visitContainer(node: unknown, track: RawTrackBuilder): void {
  // Nesting is bounded by the parser's maxNestedTags, so this recursion is too.
  for (const name of CONTAINERS) for (const child of childList(node, name)) visitContainer(child, track);
  for (const placemark of childList(node, 'Placemark')) {
    visitGeometry(placemark, textOf((placemark as XmlNode).name).trim(), track);
  }
}

function visitGeometry(node: unknown, name: string, track: RawTrackBuilder): void {
  const before = track.count;
  for (const line of childList(node, 'LineString')) addCoordinates(track, textOf((line as XmlNode).coordinates));
  for (const gxTrack of childList(node, 'Track')) addTrack(track, gxTrack as XmlNode);
  for (const multi of childList(node, 'MultiTrack')) visitGeometry(multi, name, track);
  for (const multi of childList(node, 'MultiGeometry')) visitGeometry(multi, name, track);
  if (track.count > before) track.offerName(name);
  for (const point of childList(node, 'Point')) {
    if (track.waypoints.length >= MAX_WAYPOINTS) break;
    const [lon = '', lat = ''] = coordinateTuples(textOf((point as XmlNode).coordinates))[0] ?? [];
    const position = parsePosition(lat, lon);
    if (position) track.waypoints.push({ lat: position[0], lon: position[1], name });
  }
}

/** `lon,lat[,alt]` tuples separated by whitespace (some writers put spaces after commas), read in linear time. */
function addCoordinates(track: RawTrackBuilder, text: string): void {
  for (const [lon = '', lat = '', alt = ''] of coordinateTuples(text)) addPoint(track, lat, lon, alt, Number.NaN);
}

/** gx:Track: parallel lists of `when` and `gx:coord` ("lon lat alt", space separated). */
function addTrack(track: RawTrackBuilder, node: XmlNode): void {
  const coords = childList(node, 'coord');
  const whens = childList(node, 'when');
  const timed = whens.length === coords.length;
  coords.forEach((coord, k) => {
    const [lon = '', lat = '', alt = ''] = textOf(coord).trim().split(/\s+/);
    addPoint(track, lat, lon, alt, timed ? readTime(textOf(whens[k]).trim()) : Number.NaN);
  });
}

function addPoint(track: RawTrackBuilder, lat: string, lon: string, alt: string, time: number): void {
  if (track.full) throw new CourseFileError('tooManyPoints', { max: MAX_POINTS });
  const [la, lo] = readPosition(lat, lon, track.count);
  track.push(la, lo, readElevation(alt), time);
}
