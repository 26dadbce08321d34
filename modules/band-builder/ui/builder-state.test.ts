import { describe, expect, it } from 'vitest';
import { parseBuildSettings } from '../services/build/build-settings.ts';
import { dialsMoved, dialValue, moveDial } from './builder-sections-dials.tsx';
import { GOLDEN_BANDS, goldenCourse } from '../tests/golden-bands.ts';
import { prepareBuild } from '../services/build/prepare-build.ts';
import { DEFAULT_STATE, switchPlanUnit, switchSizeUnit, toDefinition } from './builder-state.ts';
import { stateFromLink } from './open-definition.server.ts';
import { planBuild } from '../services/build/plan-build.ts';

describe('builder state', () => {
  it('gives valid settings by default: a 4-hour marathon, even effort, km, A4 portrait, 17 cm wrist', () => {
    const result = parseBuildSettings(toDefinition(DEFAULT_STATE), 'en');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.settings.plan).toMatchObject({ distanceM: 42195, strategy: 'even-effort', unit: 'km' });
    expect(result.settings.paper).toMatchObject({ paper: 'A4', orientation: 'portrait' });
    expect(result.settings.band.size).toMatchObject({ unit: 'cm', wrist: 17 });
  });

  it('turns a custom distance in miles into metres', () => {
    const state = {
      ...DEFAULT_STATE,
      distance: { preset: 'custom', custom: '13.1' },
      plan: { ...DEFAULT_STATE.plan, unit: 'mi' as const },
    };
    expect(toDefinition(state).plan.distanceM).toBeCloseTo(21082.4, 0);
  });

  it('reads decimal commas and leaves empty numbers for the schema to refuse', () => {
    const state = { ...DEFAULT_STATE, band: { ...DEFAULT_STATE.band, size: { ...DEFAULT_STATE.band.size, wrist: '16,5', width: '' } } };
    const settings = toDefinition(state);
    expect(settings.band).toMatchObject({ size: { wrist: 16.5 } });
    const result = parseBuildSettings(settings, 'fr');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toContain('band.size.width');
  });

  it('reopens an old link that carried the form state, ignoring unknown keys and wrong types', () => {
    const state = stateFromLink(
      {
        distance: { preset: 'half', custom: '' },
        plan: { strategy: 'even-pace', every: true, bands: [{ count: 2, goal: '3:15:00' }, 'junk'] },
        band: { title: 'Boston' },
        evil: { x: 1 },
      },
      new URLSearchParams(),
    );
    expect(state.distance.preset).toBe('half');
    expect(state.plan.strategy).toBe('even-pace');
    expect(state.plan.every).toBe(DEFAULT_STATE.plan.every);
    expect(state.plan.bands).toEqual([{ count: 2, goal: '3:15:00' }]);
    expect(state.band.title).toBe('Boston');
    expect('evil' in state).toBe(false);
  });

  it('opens a band definition: its numbers become the fields’ text, its distance a choice, unknown keys are dropped', () => {
    const state = stateFromLink(
      {
        v: 1,
        plan: {
          strategy: 'even-pace',
          every: 2,
          distanceM: 16_000,
          unit: 'mi',
          negativeSplitPercent: 1.5,
          bands: [{ count: 2, goal: '1:05:00' }, 'junk'],
        },
        band: { title: 'Boston', size: { wrist: 16.5 } },
        themeId: 'a1b2',
        evil: { x: 1 },
      },
      new URLSearchParams(),
    );
    expect(state.plan).toMatchObject({
      strategy: 'even-pace',
      every: '2',
      unit: 'mi',
      negativeSplit: '1.5',
      bands: [{ count: 2, goal: '1:05:00' }],
    });
    expect(state.distance).toEqual({ preset: 'custom', custom: String(16_000 / 1609.344) });
    expect(state.band).toMatchObject({ title: 'Boston', theme: 'a1b2', size: { wrist: '16.5', width: DEFAULT_STATE.band.size.width } });
    expect('evil' in state).toBe(false);
  });

  it('reopens every golden band exactly: the form gives back a definition that plans and draws the same band', async () => {
    for (const golden of GOLDEN_BANDS) {
      const definition: Record<string, unknown> = { v: 1, ...golden.definition };
      const reopened = toDefinition(stateFromLink(definition, new URLSearchParams()), definition.courseUuid as string | undefined);
      const prepare = (input: unknown) => prepareBuild(input, golden.locale, () => goldenCourse(golden), 'no course');
      const before = await prepare(definition);
      const after = await prepare(reopened);
      if (!before.ok || !after.ok) throw new Error(golden.name);
      expect(after.plans, golden.name).toEqual(before.plans);
      expect({ band: after.settings.band, paper: after.settings.paper }, golden.name).toEqual({
        band: before.settings.band,
        paper: before.settings.paper,
      });
      // And once more: opening the form's own definition changes nothing.
      expect(toDefinition(stateFromLink(reopened, new URLSearchParams()), reopened.courseUuid)).toEqual(reopened);
    }
  });

  it('opens the predictor link with its distance and time', () => {
    expect(stateFromLink(null, new URLSearchParams('distance=42.195&goal=3:10:49'))).toMatchObject({
      distance: { preset: 'marathon' },
      plan: { bands: [{ count: 1, goal: '3:10:49' }] },
    });
    expect(stateFromLink(null, new URLSearchParams('distance=12&goal=55:00')).distance).toEqual({ preset: 'custom', custom: '12' });
  });

  it('hands out a fresh state each time: changing one never changes the defaults', () => {
    const first = stateFromLink(null, new URLSearchParams());
    first.band.title = 'Berlin';
    first.distance.preset = 'course';
    first.plan.bands.push({ count: 1, goal: '3:00:00' });
    expect(stateFromLink(null, new URLSearchParams())).toEqual(DEFAULT_STATE);
    expect(DEFAULT_STATE.band.title).toBe('');
    expect(DEFAULT_STATE.plan.bands).toHaveLength(1);
  });

  it('converts the wrist and width when the size unit switches, and back', () => {
    const state = structuredClone(DEFAULT_STATE);
    switchSizeUnit(state, 'in');
    expect(state.band.size).toMatchObject({ unit: 'in', wrist: '6.69', width: '1.18' });
    expect(parseBuildSettings(toDefinition(state), 'en').ok).toBe(true);
    switchSizeUnit(state, 'cm');
    expect(state.band.size).toMatchObject({ unit: 'cm', wrist: '17', width: '3' });
  });

  it('sends terrain rows, their marks and the dials as set; an untouched dial is left to the preset', () => {
    const state = structuredClone(DEFAULT_STATE);
    expect(toDefinition(state).plan).toMatchObject({ rowsBy: 'distance', negativeSplitPercent: 0 });
    expect(toDefinition(state).plan).not.toHaveProperty('uphillEffort');
    expect(toDefinition(state).plan).not.toHaveProperty('terrainMarks');
    Object.assign(state.plan, { rowsBy: 'terrain', terrainMarks: true, uphillEffort: '1.4', downhillEffort: '0,6', negativeSplit: '-2' });
    expect(toDefinition(state).plan).toMatchObject({
      rowsBy: 'terrain',
      terrainMarks: true,
      uphillEffort: 1.4,
      downhillEffort: 0.6,
      negativeSplitPercent: -2,
    });
  });

  it('reopens a band saved before the dials with its preset, distance rows and no split', () => {
    const state = stateFromLink({ plan: { strategy: 'effort-x2', every: '2' } }, new URLSearchParams());
    expect(state.plan).toMatchObject({
      strategy: 'effort-x2',
      rowsBy: 'distance',
      uphillEffort: '',
      downhillEffort: '',
      negativeSplit: '0',
    });
  });
});

describe('the walking speed when the band unit changes (issue 26 point 6)', () => {
  const walking = () => {
    const state = structuredClone(DEFAULT_STATE);
    state.plan.walk.kind = 'duration';
    return state;
  };
  const planned = (state: ReturnType<typeof walking>) => {
    const parsed = parseBuildSettings(toDefinition(state), 'en');
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const result = planBuild(parsed.settings, 'en');
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.plans[0]!;
  };

  it('reads 6 km/h as 3.7 mph in miles and back as 6 km/h, and walks the same', () => {
    const state = walking();
    const inKm = planned(state);
    switchPlanUnit(state, 'mi');
    expect(state.plan).toMatchObject({ unit: 'mi', walkSpeed: '3.7' });
    const inMi = planned(state);
    expect(inMi.walkSpeedPerHour).toBe(3.7);
    // 3.7 mph is 5.95 km/h: the same breaks, a second or so apart, not a 6 mph trot (9.7 km/h).
    expect(inMi.walks?.length).toBe(inKm.walks?.length);
    expect(Math.abs((inMi.walks?.[0]?.distanceM ?? 0) - (inKm.walks?.[0]?.distanceM ?? 0))).toBeLessThan(10);
    switchPlanUnit(state, 'km');
    expect(state.plan).toMatchObject({ unit: 'km', walkSpeed: '6' });
    // A decimal comma converts too; what is not a number is left for the form to refuse.
    state.plan.walkSpeed = '5,5';
    switchPlanUnit(state, 'mi');
    expect(state.plan.walkSpeed).toBe('3.4');
    state.plan.walkSpeed = 'fast';
    switchPlanUnit(state, 'km');
    expect(state.plan).toMatchObject({ unit: 'km', walkSpeed: 'fast' });
  });

  it('keeps a saved band in miles at its speed when reopened, and converts it when a link turns it to km', () => {
    const state = walking();
    switchPlanUnit(state, 'mi');
    const saved = JSON.parse(JSON.stringify(state)) as unknown;
    const reopened = stateFromLink(saved, new URLSearchParams());
    expect(reopened.plan).toMatchObject({ unit: 'mi', walkSpeed: '3.7' });
    expect(planned(reopened).walkSpeedPerHour).toBe(3.7);
    // The predictor's link with a custom distance (in km) turns the band to km: the speed follows.
    expect(stateFromLink(saved, new URLSearchParams('distance=12&goal=1:20:00')).plan).toMatchObject({ unit: 'km', walkSpeed: '6' });
  });
});

describe('the dials on the build page', () => {
  it('show the preset until moved; moving one pins the other where it showed, within its range', () => {
    const state = structuredClone(DEFAULT_STATE);
    state.plan.strategy = 'effort-x2';
    expect([dialValue(state, 'uphill'), dialValue(state, 'downhill')]).toEqual([2, 2]);
    moveDial(state, 'uphill', '1.6');
    expect(state.plan).toMatchObject({ uphillEffort: '1.6', downhillEffort: '1.5' });
    expect(dialsMoved(state)).toBe(true);
    const even = structuredClone(DEFAULT_STATE);
    moveDial(even, 'downhill', '0.5');
    expect(even.plan).toMatchObject({ uphillEffort: '1', downhillEffort: '0.5' });
    // A link that gives only the uphill dial: the engine's downhill follows it, and the page shows so.
    expect(dialValue({ ...even, plan: { ...even.plan, downhillEffort: '' } }, 'downhill')).toBe(1);
  });
});
