import { CourseFileError } from './course-file-error.ts';
import { MAX_POINTS } from './course-file-limits.ts';
import { readElevation, readPosition, readTime } from './point-values.ts';
import { RawTrackBuilder, type RawTrack } from './raw-track.ts';
import { childList, readXmlDocument, textOf, type XmlNode, type XmlReadOptions } from './xml-document.ts';

const TCX: XmlReadOptions = {
  label: 'TCX',
  root: 'TrainingCenterDatabase',
  repeated: new Set(['Activity', 'Lap', 'Track', 'Trackpoint', 'Course']),
  // Cadence, power: never read (heart rate is, for the race review).
  skipped: new Set(['Extensions', 'Creator', 'Author']),
};

/**
 * Garmin Training Center XML (TCX): the track points of every lap of every activity (or of a
 * course), in document order. A point without a position (a watch still searching for
 * satellites, an indoor lap) is skipped rather than refused: it says nothing about the course.
 */
export function readTcx(bytes: Uint8Array): RawTrack {
  const track = new RawTrackBuilder(MAX_POINTS);
  const streamed = new Map([['Trackpoint', (point: unknown) => addPoint(track, point)]]);
  const root = readXmlDocument(bytes, { ...TCX, streamed });
  for (const activity of childList((root as XmlNode).Activities, 'Activity')) {
    track.offerName(textOf((activity as XmlNode).Notes));
    track.offerSport(textOf((activity as XmlNode)['@_Sport']));
  }
  for (const course of childList((root as XmlNode).Courses, 'Course')) track.offerName(textOf((course as XmlNode).Name));
  return track.build();
}

function addPoint(track: RawTrackBuilder, point: unknown): void {
  if (track.full) throw new CourseFileError('tooManyPoints', { max: MAX_POINTS });
  const node = point as XmlNode;
  const position = node.Position as XmlNode | undefined;
  if (!position) return;
  const [lat, lon] = readPosition(textOf(position.LatitudeDegrees), textOf(position.LongitudeDegrees), track.count);
  const bpm = Number(textOf((node.HeartRateBpm as XmlNode | undefined)?.Value));
  const hr = bpm > 0 && bpm < 255 ? bpm : Number.NaN;
  track.push(lat, lon, readElevation(textOf(node.AltitudeMeters)), readTime(textOf(node.Time)), hr);
}
