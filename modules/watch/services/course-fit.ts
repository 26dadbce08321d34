import type { CourseMesg, CoursePointMesg, EventMesg, FileIdMesg, LapMesg, RecordMesg } from '@garmin/fitsdk';
import { Encoder } from '@garmin/fitsdk';
import { FIT_MAKER, fitName, writeMesg } from './workout-fit.ts';
import type { CoursePointOnTrack, TimedCourse, TimedPoint } from './timed-track.ts';

const SEMICIRCLES = 2 ** 31 / 180;
const semicircles = (degrees: number) => Math.round(degrees * SEMICIRCLES);
/** processed, valid, time, distance, position (the FIT profile's course_capabilities bits). */
const CAPABILITIES = 0x1f;

/**
 * A FIT course file (FIT profile: file_id of type course, course, one lap, a timer start event,
 * the records, a timer stop event, the course points), written by Garmin's own SDK. Each record
 * carries its time on the plan's clock from `start`, so the watch's virtual partner runs the
 * plan; a course point sits on the record of its place, with the same time.
 */
export function encodeCourse(name: string, course: TimedCourse, start: Date, pointName: (point: CoursePointOnTrack) => string): Uint8Array {
  const startMs = Math.floor(start.getTime() / 1000) * 1000;
  const at = (seconds: number) => new Date(startMs + Math.round(seconds) * 1000);
  const points = oneASecond(course.points);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  let ascent = 0;
  let descent = 0;
  for (let i = 1; i < points.length; i++) {
    const rise = points[i]!.elevationM - points[i - 1]!.elevationM;
    if (rise > 0) ascent += rise;
    else descent -= rise;
  }

  const encoder = new Encoder();
  writeMesg<FileIdMesg>(encoder, 'FILE_ID', { type: 'course', ...FIT_MAKER, timeCreated: at(0) });
  writeMesg<CourseMesg>(encoder, 'COURSE', { name: fitName(name), sport: 'running', capabilities: CAPABILITIES });
  writeMesg<LapMesg>(encoder, 'LAP', {
    messageIndex: 0,
    timestamp: at(last.seconds),
    startTime: at(0),
    startPositionLat: semicircles(first.lat),
    startPositionLong: semicircles(first.lon),
    endPositionLat: semicircles(last.lat),
    endPositionLong: semicircles(last.lon),
    totalElapsedTime: Math.round(last.seconds),
    totalTimerTime: Math.round(last.seconds),
    totalDistance: last.distanceM,
    totalAscent: Math.round(ascent),
    totalDescent: Math.round(descent),
  });
  writeMesg<EventMesg>(encoder, 'EVENT', { timestamp: at(0), event: 'timer', eventType: 'start', eventGroup: 0 });
  for (const point of points) {
    writeMesg<RecordMesg>(encoder, 'RECORD', {
      timestamp: at(point.seconds),
      positionLat: semicircles(point.lat),
      positionLong: semicircles(point.lon),
      altitude: point.elevationM,
      distance: point.distanceM,
    });
  }
  writeMesg<EventMesg>(encoder, 'EVENT', { timestamp: at(last.seconds), event: 'timer', eventType: 'stopDisableAll', eventGroup: 0 });
  course.coursePoints.forEach((point, messageIndex) => {
    writeMesg<CoursePointMesg>(encoder, 'COURSE_POINT', {
      messageIndex,
      timestamp: at(point.seconds),
      positionLat: semicircles(point.lat),
      positionLong: semicircles(point.lon),
      distance: point.distanceM,
      type: point.kind === 'aid' ? 'aidStation' : 'generic',
      name: fitName(pointName(point), 16),
    });
  });
  return encoder.close();
}

/**
 * Records a second apart at least: FIT times are whole seconds, and a watch reads the partner's
 * place from strictly increasing ones. Points closer in time than that (a few metres of a bend)
 * are dropped, a bend's point before a lap row's, a mark's or a walk break's; the finish is always kept.
 */
function oneASecond(points: readonly TimedPoint[]): TimedPoint[] {
  const kept: TimedPoint[] = [];
  for (const point of points) {
    const previous = kept[kept.length - 1];
    if (previous && Math.round(point.seconds) <= Math.round(previous.seconds)) {
      // A place the plan names wins over a bend's point in the same second (never over the start).
      if (point.anchor && !previous.anchor && kept.length > 1) kept[kept.length - 1] = point;
      continue;
    }
    kept.push(point);
  }
  const finish = points[points.length - 1]!;
  if (kept[kept.length - 1] !== finish) {
    if (kept.length > 1 && Math.round(kept[kept.length - 1]!.seconds) >= Math.round(finish.seconds)) kept.pop();
    kept.push(finish);
  }
  return kept;
}
