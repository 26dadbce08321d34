import { metresPerUnit } from '../../../src/lib/units.ts';
import { isLapRow, type BandPlan, type PlanRow, type WalkBreak } from './plan-types.ts';
import type { CostPieces } from './cost-pieces.ts';
import { fastestGoalSeconds } from './goal-bounds.ts';
import { PlanError } from './plan-issues.ts';
import type { PlanSettings } from './plan-settings.ts';
import type { RowMark } from './row-marks.ts';
import { buildTimeline, timelineAt, timelineEnd, type Timeline, type TimelinePoint, type WalkInterval } from './timeline.ts';
import { solveDurationWalks } from './walk-breaks.ts';
import { walkSpeedPerHour } from './walk-speed.ts';
import { formatDuration } from '../../../src/lib/time-format.ts';

/** Everything about a plan that does not depend on the goal time, computed once per order. */
export interface PlanFrame {
  settings: PlanSettings;
  distanceM: number;
  pieces: CostPieces;
  marks: RowMark[];
  walkMps: number;
  /** Breaks at fixed places (by distance, at aid stations); duration breaks are solved per goal. */
  fixedWalks: WalkInterval[];
  /** The timeline with the fixed breaks, shared by every band of the order once built. */
  fixedTimeline?: Timeline;
  /** A planned late fade: from `fromM` on, each metre run takes `secondsPerMetre` more. */
  fade?: { fromM: number; secondsPerMetre: number };
}

/**
 * The fade's extra seconds up to each point: `secondsPerMetre` for every metre run (walks
 * excluded) past `fromM`. Added on top of the effort's time, so the base pace is fitted with it.
 */
function fadeClock(frame: PlanFrame, timeline: Timeline): (d: number, at: TimelinePoint) => number {
  const fade = frame.fade;
  if (!fade) return () => 0;
  const ranBefore = fade.fromM - timelineAt(timeline, fade.fromM).walked;
  return (d, at) => (d > fade.fromM ? fade.secondsPerMetre * Math.max(0, d - at.walked - ranBefore) : 0);
}

const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * One band. Exact elapsed times come from the timeline (base pace fitted so that the finish
 * falls on the goal); only elapsed times are rounded, to whole seconds, and each split is the
 * difference of two rounded elapsed times, so the printed splits always add up to the printed
 * elapsed times and the finish prints the goal.
 */
export function planBand(frame: PlanFrame, count: number, goal: number): BandPlan {
  const { settings, distanceM, pieces, walkMps } = frame;
  const walk = settings.walk;
  const walks =
    walk.kind === 'duration' ? solveDurationWalks(pieces, walk.runMinutes * 60, walk.walkSeconds, walkMps, goal) : frame.fixedWalks;
  const timeline =
    walks === frame.fixedWalks ? (frame.fixedTimeline ??= buildTimeline(pieces, walks, walkMps)) : buildTimeline(pieces, walks, walkMps);
  const end = timelineEnd(timeline);
  const runSeconds = goal - end.walkTime;
  const runMetres = distanceM - end.walked;
  const label = formatDuration(goal);
  if (!(runSeconds > 0 && end.run > 0 && runMetres > 0)) {
    throw new PlanError([{ code: 'walkTooLong', params: { goal: label }, path: ['walk'] }]);
  }
  const m = metresPerUnit(settings.unit);
  if (walks.length > 0 && runSeconds / runMetres < fastestGoalSeconds(distanceM) / distanceM) {
    const pace = formatDuration((runSeconds / runMetres) * m);
    throw new PlanError([{ code: 'runningTooFast', params: { pace, unit: settings.unit, goal: label }, path: ['walk'] }]);
  }
  const extra = fadeClock(frame, timeline);
  const base = (runSeconds - extra(distanceM, end)) / end.run;
  if (!(base > 0)) {
    const fade = formatDuration(Math.round((frame.fade?.secondsPerMetre ?? 0) * m));
    throw new PlanError([{ code: 'fadeTooLarge', params: { fade, unit: settings.unit, goal: label }, path: ['fade', 'secondsPerUnit'] }]);
  }

  const rows: PlanRow[] = [];
  // Splits, paces and grades measure from the previous lap row (a lap or the finish): marker rows
  // (half-way, other unit) only tell the elapsed time there and never cut a lap in two.
  let lap = { distanceM: 0, elapsed: 0, run: 0, walkTime: 0, walked: 0, rise: 0, extra: 0 };
  let previousElapsed = 0;
  for (const mark of frame.marks) {
    const at = timelineAt(timeline, mark.distanceM);
    const markExtra = extra(mark.distanceM, at);
    const exact = base * at.run + at.walkTime + markExtra;
    const elapsed = mark.kind === 'finish' ? goal : Math.max(previousElapsed, Math.round(exact));
    const length = mark.distanceM - lap.distanceM;
    const splitSeconds = elapsed - lap.elapsed;
    const ranMetres = length - (at.walked - lap.walked);
    rows.push({
      distance: mark.distance,
      unit: mark.unit,
      distanceM: mark.distanceM,
      splitSeconds,
      elapsedSeconds: elapsed,
      paceSecondsPerUnit: tenth((splitSeconds / length) * m),
      gradePercent: tenth(((at.rise - lap.rise) / length) * 100),
      kind: mark.kind,
      bandDistance: Math.round((mark.distanceM / m) * 10_000) / 10_000,
      runPaceSecondsPerUnit: ranMetres > 0 ? tenth(((base * (at.run - lap.run) + markExtra - lap.extra) / ranMetres) * m) : 0,
    });
    previousElapsed = elapsed;
    if (isLapRow(mark.kind)) lap = { distanceM: mark.distanceM, elapsed, ...at, extra: markExtra };
  }
  // Where each walk break starts, on the same clock as the rows (whole seconds, never decreasing).
  const breaks: WalkBreak[] = walks.map((w) => {
    const at = timelineAt(timeline, w.from);
    return {
      distanceM: w.from,
      bandDistance: Math.round((w.from / m) * 10_000) / 10_000,
      elapsedSeconds: Math.min(goal, Math.round(base * at.run + at.walkTime + extra(w.from, at))),
      seconds: Math.round((w.to - w.from) / walkMps),
    };
  });
  if (settings.order === 'desc') rows.reverse();
  return {
    totalSeconds: goal,
    count,
    unit: settings.unit,
    distanceM,
    strategy: settings.strategy,
    effortModel: settings.effortModel,
    rows,
    order: settings.order,
    lapTimes: settings.lapTimes,
    averagePaceSecondsPerUnit: tenth((goal / distanceM) * m),
    runningPaceSecondsPerUnit: tenth((runSeconds / runMetres) * m),
    walkSeconds: Math.round(end.walkTime),
    walkBreaks: walks.length,
    walks: breaks,
    ...(walk.kind === 'none' ? {} : { walkSpeedPerHour: walkSpeedPerHour(walkMps, settings.unit) }),
  };
}
