import type { CoursePointOnTrack, TimedCourse } from './timed-track.ts';

/** Text and attribute values of XML 1.0: the five escapes, and no character XML 1.0 forbids. */
function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const coordinate = (degrees: number) => degrees.toFixed(7);
const metres = (value: number) => value.toFixed(1);

/**
 * The course as GPX 1.1: the track with heights and, on each point, its time on the plan's clock
 * from `start` (what apps that follow a GPX "with times" race against); aid stations and km or
 * mile marks as waypoints with their times. Every text is escaped; numbers are written in the
 * invariant form GPX requires.
 */
export function courseGpx(name: string, course: TimedCourse, start: Date, pointName: (point: CoursePointOnTrack) => string): string {
  const startMs = Math.floor(start.getTime() / 1000) * 1000;
  const time = (seconds: number) => new Date(startMs + Math.round(seconds) * 1000).toISOString().replace('.000Z', 'Z');
  const title = xmlText(name);
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Paceband" xmlns="http://www.topografix.com/GPX/1/1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">',
    `  <metadata><name>${title}</name><time>${time(0)}</time></metadata>`,
  ];
  for (const point of course.coursePoints) {
    out.push(
      `  <wpt lat="${coordinate(point.lat)}" lon="${coordinate(point.lon)}"><ele>${metres(point.elevationM)}</ele><time>${time(point.seconds)}</time>` +
        `<name>${xmlText(pointName(point))}</name><type>${point.kind === 'aid' ? 'Aid station' : 'Distance mark'}</type></wpt>`,
    );
  }
  out.push(`  <trk><name>${title}</name><type>running</type><trkseg>`);
  for (const point of course.points) {
    out.push(
      `    <trkpt lat="${coordinate(point.lat)}" lon="${coordinate(point.lon)}"><ele>${metres(point.elevationM)}</ele><time>${time(point.seconds)}</time></trkpt>`,
    );
  }
  out.push('  </trkseg></trk>', '</gpx>', '');
  return out.join('\n');
}
