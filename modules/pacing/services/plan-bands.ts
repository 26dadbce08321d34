import type { BandPlan, PlanConditions } from './plan-types.ts';
import { heatAdjustment } from './heat-adjustment.ts';
import { metresPerUnit } from '../../../src/lib/units.ts';
import { costPieces } from './cost-pieces.ts';
import { courseGrid, type CourseGrid } from './course-grid.ts';
import { descentFloorShare, resolveDials } from './dials.ts';
import { layCourse, type PacingCourse } from './pacing-course.ts';
import { DISTANCE_PRESETS } from '../../../src/lib/race-distances.ts';
import { planBand, type PlanFrame } from './plan-band.ts';
import { PlanError, planIssueFromZod } from './plan-issues.ts';
import { planSettingsIssues, planSettingsSchema } from './plan-checks.ts';
import { MAX_ROWS } from './plan-limits.ts';
import type { PlanSettings, PlanSettingsInput } from './plan-settings.ts';
import { paceZones } from './pace-zones.ts';
import { rowMarks, type MarkOptions } from './row-marks.ts';
import { terrainEdges } from './terrain-rows.ts';
import { fixedWalks } from './walk-breaks.ts';
import { walkSpeedMps } from './walk-speed.ts';
import { personalRatio, type HillFactorInput } from './personal-hills.ts';
import type { GradeModel } from './running-cost.ts';

export interface PlanInput {
  settings: PlanSettingsInput;
  /** The race course; without it the race is flat and `settings.distanceM` is required. */
  course?: PacingCourse;
  /** The runner's own hill factors ("My hills"), required by `effortModel: 'mine'`; the caller loads them. */
  hillFactors?: readonly HillFactorInput[] | undefined;
}

/**
 * GPS tracks measure a little long (or short) of the certified distance. A track within this
 * share of the course's declared race distance, or else of a standard race distance, is taken to
 * be that race, so that a Boston track of 42.50 km prints a 42.195 km finish.
 */
const SNAP_SHARE = 0.03;

/** The distance a course is raced over: its declared race distance or a standard one when the track is within ±3 % of it. */
export function raceDistanceM(course: PacingCourse): number {
  const declaredM = course.declaredRaceM;
  const near = (metres: number) => Math.abs(course.distanceM - metres) <= metres * SNAP_SHARE;
  if (declaredM !== undefined && declaredM > 0 && near(declaredM)) return declaredM;
  const preset = DISTANCE_PRESETS.filter((p) => near(p.metres)).sort(
    (a, b) => Math.abs(course.distanceM - a.metres) - Math.abs(course.distanceM - b.metres),
  )[0];
  return preset ? preset.metres : course.distanceM;
}

/**
 * Plans one band per target time. Throws PlanError (codes of the `plan` catalogue) when the
 * settings are invalid or cannot be honoured (walk breaks leaving no time to run, …).
 */
export function planBands(input: PlanInput): BandPlan[] {
  const parsed = planSettingsSchema.safeParse(input.settings);
  if (!parsed.success) throw new PlanError(parsed.error.issues.map(planIssueFromZod));
  const settings = parsed.data;
  const course = input.course;
  const distanceM = settings.distanceM ?? (course ? (settings.keepMeasuredLength ? course.distanceM : raceDistanceM(course)) : undefined);
  if (distanceM === undefined) throw new PlanError([{ code: 'distanceMissing', params: {}, path: ['distanceM'] }]);
  const issues = planSettingsIssues(settings, distanceM);
  if (issues.length > 0) throw new PlanError(issues);

  // The track stretched to the race distance (hills keep their place in the race).
  const laid = course && course.distanceM !== distanceM ? layCourse(course, distanceM) : course;
  const zones = paceZones(settings.start, settings.finish, settings.unit, distanceM);
  const grid = courseGrid(laid, distanceM);
  const marks = rowMarks(distanceM, { ...settings, terrain: terrainRows(settings, grid, laid !== undefined) });
  const rowEdgesM = marks.map((mark) => mark.distanceM).sort((a, b) => a - b);
  const dials = resolveDials(settings);
  const split = settings.negativeSplitPercent !== 0 ? { fromM: distanceM / 2, factor: 1 - settings.negativeSplitPercent / 100 } : undefined;
  const descentFloor = (dials.descentFloor && descentFloorShare(distanceM)) || undefined;
  const pieces = costPieces(grid, { dials, model: gradeModel(settings, input.hillFactors), zones, rowEdgesM, split, descentFloor });
  const walkMps = walkSpeedMps(settings);
  const aidStationsM = (laid?.aidStations ?? []).map((station) => station.distanceM).filter((d) => d > 0 && d < distanceM);
  // Walking at aid stations with none to walk at would silently print a continuous run.
  if (settings.walk.kind === 'aid' && aidStationsM.length === 0) {
    throw new PlanError([{ code: 'walkNoAidStations', params: {}, path: ['walk'] }]);
  }
  const frame: PlanFrame = {
    settings,
    distanceM,
    pieces,
    marks,
    walkMps,
    fixedWalks: fixedWalks(settings.walk, settings.unit, distanceM, walkMps, aidStationsM),
    ...(settings.fade
      ? {
          fade: {
            fromM: settings.fade.after * metresPerUnit(settings.unit),
            secondsPerMetre: settings.fade.secondsPerUnit / metresPerUnit(settings.unit),
          },
        }
      : {}),
  };
  const scaled = course && Math.abs(course.distanceM - distanceM) >= 0.5 ? { trackDistanceM: Math.round(course.distanceM) } : {};
  // The new settings are told only when used, so that plans of older settings stay as they were.
  const described = {
    ...(settings.rowsBy === 'terrain' ? { rowsBy: settings.rowsBy } : {}),
    ...(settings.uphillEffort !== undefined || settings.downhillEffort !== undefined
      ? { uphillEffort: dials.uphill, downhillEffort: dials.downhill }
      : {}),
    ...(settings.negativeSplitPercent !== 0 ? { negativeSplitPercent: settings.negativeSplitPercent } : {}),
  };
  const fade = frame.fade ? { fade: { fromM: frame.fade.fromM, secondsPerUnit: settings.fade?.secondsPerUnit ?? 0 } } : {};
  const plans = settings.bands.map((band) => {
    const heat = raceDayHeat(settings, band.goal);
    return {
      ...planBand(frame, band.count, heat?.adjustedGoal ?? band.goal),
      ...scaled,
      ...described,
      ...fade,
      ...(heat ? { conditions: heat.conditions } : {}),
    };
  });
  // An A/B band: the second goal rides on the first one's strip (same rows, its own times).
  const [a, b, ...rest] = plans;
  return settings.abBand && a && b ? [{ ...a, alternate: b }, ...rest] : plans;
}

/** The goal slowed by the race-day heat (heat-adjustment.ts), or undefined without conditions. */
function raceDayHeat(settings: PlanSettings, goal: number): { adjustedGoal: number; conditions: PlanConditions } | undefined {
  const c = settings.conditions;
  if (!c) return undefined;
  const heat = heatAdjustment(c.temperature, c.dewPoint, c.scale);
  const percent = Math.round(heat.percent * 10) / 10;
  return {
    adjustedGoal: Math.round(goal * (1 + heat.percent / 100)),
    conditions: {
      temperature: c.temperature,
      dewPoint: c.dewPoint,
      scale: c.scale,
      percent,
      goalSeconds: goal,
      beyondChart: heat.beyondChart,
    },
  };
}

/**
 * Rows by terrain: the stretches of the course, as many as the row limit leaves beside the marker
 * rows (half-way, other unit, the km or mile marks). Without a course there is no terrain to
 * follow: the rows are the distance rows.
 */
function terrainRows(settings: PlanSettings, grid: CourseGrid, hasCourse: boolean): MarkOptions['terrain'] {
  if (settings.rowsBy !== 'terrain' || !hasCourse) return undefined;
  const total = grid.x.at(-1) ?? 0;
  const markers = rowMarks(total, { ...settings, terrain: { edgesM: [total], marks: settings.terrainMarks } }).length - 1;
  return { edgesM: terrainEdges(grid, Math.max(1, MAX_ROWS - markers)), marks: settings.terrainMarks };
}

/** The settings' grade model; 'mine' is the runner's own curve, which must come with the plan. */
function gradeModel(settings: PlanSettings, hillFactors: readonly HillFactorInput[] | undefined): GradeModel {
  if (settings.effortModel !== 'mine') return settings.effortModel;
  const curve = personalRatio(hillFactors);
  if (!curve) throw new PlanError([{ code: 'myHillsMissing', params: {}, path: ['effortModel'] }]);
  return curve;
}
