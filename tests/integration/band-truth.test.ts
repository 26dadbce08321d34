/**
 * Issue 13, "the band a runner prints", through the band builder's API on a real database: the
 * settings a user sends, the plan it answers, and the band the renderer prints from it (its text,
 * as laid out by Satori). Courses come from the seed or are created with typed aid stations.
 */
import { RequestContext } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../src/auth/access.ts';
import { formatDuration } from '../../src/lib/time-format.ts';
import { createBandBuilderApi } from '../../modules/band-builder/api.ts';
import { seed as seedThemes } from '../../modules/band-themes/seed.ts';
import type { BandPlan } from '../../modules/pacing/index.ts';
import { renderBandSvg } from '../../modules/band-render/index.ts';
import { seed as seedCourses } from '../../modules/courses/seed.ts';
import { asHost } from '../support/host-api.ts';
import { useTestDatabase } from '../support/test-database.ts';

const orm = useTestDatabase();
const OWNER: Viewer = { kind: 'user', id: 'owner-1', name: 'Owner', roles: ['member'] };
const GUEST: Viewer = { kind: 'guest' };
let viewer: Viewer = GUEST;
// Through the host's policy (body limits, same-origin writes) and error mapping, as in production.
const bands = asHost(createBandBuilderApi({ viewer: async () => viewer }), '/bands');

async function call(path: string, init: RequestInit = {}) {
  const response = await RequestContext.create(orm().em, () =>
    bands.request(path, { ...init, headers: { 'Content-Type': 'application/json', Origin: 'http://localhost', ...init.headers } }),
  );
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> };
}

async function preview(settings: unknown) {
  const { status, body } = await call('/preview', { method: 'POST', body: JSON.stringify({ settings, locale: 'en' }) });
  return {
    status,
    body: body as { plans: BandPlan[]; bands?: Array<{ svg: string; layout: { note: string } }>; errors?: Record<string, string[]> },
  };
}

/** The printed lines of a band, each as its cells joined by " | " (from Satori's laid-out words). */
async function printedLines(plan: BandPlan, band: Record<string, unknown>): Promise<string[]> {
  const { texts, layout, svg } = await renderBandSvg(plan, band);
  const width = Number(/width="([\d.]+)pt"/.exec(svg)?.[1]);
  // Rows side by side (two columns of rows) share a baseline: tell them apart by their half of the band.
  const lines = new Map<string, { part: number; block: number; y: number; words: Array<{ x: number; text: string }> }>();
  texts.forEach((part, p) => {
    for (const t of part) {
      const y = Math.round(t.y * 2) / 2;
      const block = layout.columns > 1 && t.x > width / layout.bandsPerPlan / 2 ? 1 : 0;
      const key = `${p}/${block}/${y}`;
      const line = lines.get(key) ?? { part: p, block, y, words: [] };
      line.words.push({ x: t.x, text: t.text });
      lines.set(key, line);
    }
  });
  return [...lines.values()]
    .sort((a, b) => a.part - b.part || a.block - b.block || a.y - b.y)
    .map((l) =>
      l.words
        .sort((a, b) => a.x - b.x)
        .map((w) => w.text)
        .join(' | '),
    );
}

const course = (uuid: string) => ({ courseUuid: uuid });
const MARATHON = 42_195;

/** A seeded course, changed as a test needs (its owner's typed aid stations, its status). */
async function seededCourse(slug: string, change: { aidStationsM?: number[]; privateTo?: string }): Promise<string> {
  const db = orm().em.getConnection();
  if ((await db.execute<{ n: number }[]>('select count(*)::int as n from course'))[0]!.n === 0) await seedCourses(orm().em.fork());
  if (change.aidStationsM) {
    const stations = change.aidStationsM.map((d, i) => ({ distanceM: d, name: `Aid ${i + 1}`, services: ['water'] }));
    await db.execute('update course set aid_stations = ? where slug = ?', [JSON.stringify(stations), slug]);
  }
  if (change.privateTo) await db.execute(`update course set status = 'private', owner_id = ? where slug = ?`, [change.privateTo, slug]);
  return (await db.execute<{ uuid: string }[]>('select uuid from course where slug = ?', [slug]))[0]!.uuid;
}

async function themeChoices(): Promise<Array<{ id: string; name: string }>> {
  return orm().em.getConnection().execute<{ id: string; name: string }[]>('select id, name from band_theme order by name');
}

describe('walk breaks reach the band (issue 13 point 2)', () => {
  it('prints walk rows where the breaks fall, the running pace between them and the walk summary', async () => {
    viewer = GUEST;
    const settings = {
      plan: { bands: [{ goal: '4:30:00' }], distanceM: MARATHON, walk: { kind: 'duration', runMinutes: 9, walkSeconds: 60 }, walkSpeed: 6 },
      band: { columns: ['distance', 'split', 'pace', 'elapsed'] },
    };
    const { status, body } = await preview(settings);
    expect(status).toBe(200);
    const plan = body.plans[0]!;
    expect(plan.walkBreaks).toBeGreaterThan(20);
    expect(plan.walks).toHaveLength(plan.walkBreaks!);
    const lines = await printedLines(plan, settings.band);
    const walkLines = lines.filter((l) => l.includes('walk 1:00'));
    expect(walkLines).toHaveLength(plan.walkBreaks!);
    // Each walk row says where and when the break starts: "9.6 | walk 1:00 | 1:00:06"-like.
    for (const [i, walk] of plan.walks!.entries()) expect(walkLines[i]).toContain(formatDuration(walk.elapsedSeconds));
    // Lap rows print the running pace (faster than the goal's average, which includes the walks).
    const km1 = lines.find((l) => l.startsWith('1 |'))!;
    const firstLap = plan.rows[0]!;
    expect(km1).toBe(
      `1 | ${formatDuration(firstLap.splitSeconds)} | ${formatDuration(firstLap.runPaceSecondsPerUnit!)} | ${formatDuration(firstLap.elapsedSeconds)}`,
    );
    expect(firstLap.runPaceSecondsPerUnit!).toBeLessThan(plan.averagePaceSecondsPerUnit!);
    // The header carries the plan: run pace, the breaks and the walking speed (set on two lines,
    // broken at its " · ", when one line does not fit the band).
    const header = lines
      .slice(
        0,
        lines.findIndex((l) => l.startsWith('km |')),
      )
      .join(' · ');
    expect(header).toContain(`Run ${formatDuration(plan.runningPaceSecondsPerUnit!)}/km · walk ${plan.walkBreaks} × 1:00 at 6 km/h`);
  });
});

describe('walk at aid stations (issue 13 point 3)', () => {
  let uuid = '';
  beforeAll(async () => {
    // The owner typed 8 aid stations on the course (its file's own waypoints are only a suggestion).
    uuid = await seededCourse('boston', { aidStationsM: [5000, 10000, 15000, 20000, 25000, 30000, 35000, 40000] });
  });

  it('walks at each of the course’s aid stations, on the band and in the splits', async () => {
    viewer = GUEST;
    const base = { bands: [{ goal: '4:00:00' }] };
    const run = await preview({ plan: base, ...course(uuid) });
    const walk = await preview({ plan: { ...base, walk: { kind: 'aid', walkSeconds: 60 }, walkSpeed: 6 }, ...course(uuid) });
    expect(walk.status).toBe(200);
    const plan = walk.body.plans[0]!;
    expect(plan.walkBreaks).toBe(8);
    expect(plan.walkSeconds).toBe(480);
    // Splits change: the laps holding a walk get slower, all the others faster than running through.
    const runPlan = run.body.plans[0]!;
    const laps = plan.rows.filter((r) => r.kind === 'lap');
    let touched = 0;
    for (const lap of laps) {
      const before = runPlan.rows.find((r) => r.kind === 'lap' && r.distance === lap.distance)!;
      const delta = lap.splitSeconds - before.splitSeconds;
      const holdsWalk = plan.walks!.some((w) => w.distanceM < lap.distanceM && w.distanceM + 100 > lap.distanceM - 1000);
      if (holdsWalk) touched += delta;
      else expect(delta).toBeLessThanOrEqual(0);
    }
    expect(touched).toBeGreaterThan(8 * 20);
    const lines = await printedLines(plan, {});
    expect(lines.filter((l) => l.includes('walk 1:00'))).toHaveLength(8);
  });

  it('says so when the course has no aid stations', async () => {
    const none = await seededCourse('granada', { aidStationsM: [] });
    const { status, body } = await preview({
      plan: { bands: [{ goal: '2:00:00' }], walk: { kind: 'aid', walkSeconds: 60 } },
      ...course(none),
    });
    expect(status).toBe(400);
    expect(body.errors?.['plan.walk']?.[0]).toMatch(/no aid stations/);
  });
});

describe('marker rows never corrupt the split column (issue 13 point 4)', () => {
  it('prints the lap after the half-way row with a whole lap split; marker rows show elapsed only', async () => {
    const settings = { plan: { bands: [{ goal: '3:30:00' }], distanceM: MARATHON, strategy: 'even-pace', half: true, otherUnit: true } };
    const { body } = await preview(settings);
    const plan = body.plans[0]!;
    const lines = await printedLines(plan, {});
    const km22 = lines.find((l) => l.startsWith('22 |'))!;
    const km21 = plan.rows.find((r) => r.kind === 'lap' && r.distance === 21)!;
    const row22 = plan.rows.find((r) => r.kind === 'lap' && r.distance === 22)!;
    expect(row22.splitSeconds).toBe(row22.elapsedSeconds - km21.elapsedSeconds);
    expect(km22).toBe(`22 | ${formatDuration(row22.splitSeconds)} | ${formatDuration(row22.elapsedSeconds)}`);
    expect(['4:58', '4:59']).toContain(formatDuration(row22.splitSeconds));
    const half = plan.rows.find((r) => r.kind === 'half')!;
    expect(lines).toContain(`21.1 | ${formatDuration(half.elapsedSeconds)}`);
    const fiveMiles = plan.rows.find((r) => r.kind === 'other-unit' && r.distance === 5)!;
    expect(lines).toContain(`5 mi | ${formatDuration(fiveMiles.elapsedSeconds)}`);
  });

  it('keeps miles whole after a kilometre marker on a mile band (mile 4 at 8:00, not 7:09)', async () => {
    const { body } = await preview({
      plan: { bands: [{ goal: '1:44:53' }], distanceM: 21_097.5, unit: 'mi', strategy: 'even-pace', otherUnit: true },
    });
    const plan = body.plans[0]!;
    const mile4 = plan.rows.find((r) => r.kind === 'lap' && r.distance === 4)!;
    expect(Math.abs(mile4.splitSeconds - 480)).toBeLessThanOrEqual(1);
  });
});

describe('layout and preview (issue 13 points 5, 6, 8)', () => {
  it('fills one band with pace and slope on rather than four half-empty ones, and says what it decided', async () => {
    const { body } = await preview({
      plan: { bands: [{ goal: '4:00:00' }], distanceM: MARATHON, half: true, otherUnit: true },
      band: { columns: ['distance', 'split', 'pace', 'slope', 'elapsed'] },
    });
    const layout = body.bands![0]!.layout as unknown as { bandsPerPlan: number; fontSizePt: number; note: string };
    // Five columns do not fit across 3 cm at 6 pt: more bands would not help, so one band, and it says why.
    expect(layout.bandsPerPlan).toBe(1);
    expect(layout.note).toMatch(/5 columns do not fit across a 3 cm band at the legible 6 pt/);
    // Three columns on a narrow wrist: one band filled, then two columns, then more bands, each but the last full.
    const three = await preview({
      plan: { bands: [{ goal: '4:00:00' }], distanceM: MARATHON, half: true, otherUnit: true, every: 0.5 },
      band: { size: { wrist: 13, width: 2.5 } },
    });
    const l3 = three.body.bands![0]!.layout as unknown as { bandsPerPlan: number; columns: number; fontSizePt: number; note: string };
    expect(l3.bandsPerPlan).toBeGreaterThan(1);
    expect(l3.fontSizePt).toBeGreaterThanOrEqual(6);
    const [, bands, perBand, last] =
      /Rows are split across (\d+) bands of (\d+) rows(?: in two columns)? at [\d.]+ pt \(the last has (\d+)\)/.exec(l3.note)!.map(Number);
    const printed = three.body.plans[0]!.rows.length;
    expect(bands).toBe(l3.bandsPerPlan);
    expect(perBand! * (bands! - 1) + last!).toBe(printed);
    expect(last).toBeLessThanOrEqual(perBand!);
  });

  it('previews every target time', async () => {
    const { body } = await preview({
      plan: { bands: [{ goal: '3:30:00' }, { goal: '3:45:00', count: 2 }, { goal: '4:00:00' }], distanceM: MARATHON },
    });
    expect(body.bands).toHaveLength(3);
    expect(body.bands!.map((b) => b.svg.startsWith('<svg'))).toEqual([true, true, true]);
  });

  it('prints the lap-time column (the last mile’s time) as asked', async () => {
    const settings = { plan: { bands: [{ goal: '3:30:00' }], distanceM: MARATHON, strategy: 'even-pace', lapTimes: 'mi' } };
    const { body } = await preview(settings);
    const plan = body.plans[0]!;
    const lines = await printedLines(plan, {});
    expect(lines.some((l) => l.startsWith('km | Split | Lap mi | Time'))).toBe(true);
    // The mile before km 10, at 298.6 s/km: 8:00 or 8:01.
    expect(lines.find((l) => l.startsWith('10 |'))).toMatch(/^10 \| 4:5\d \| 8:0[01] \| /);
    const hidden = await preview({ plan: { ...settings.plan, lapTimes: 'hide' } });
    expect((await printedLines(hidden.body.plans[0]!, {})).some((l) => l.includes('Lap '))).toBe(false);
  });
});

describe('a saved band on a course, and its shared link (issue 13 point 1)', () => {
  let uuid = '';
  beforeAll(async () => {
    uuid = await seededCourse('berlin', { privateTo: 'owner-1' });
  });
  afterAll(() => {
    viewer = GUEST;
  });

  it('saves the course with the band; others cannot save on a private course they cannot see', async () => {
    viewer = OWNER;
    // The band definition on the course's own distance (none of its own), as the build page sends it.
    const definition = { v: 1, plan: { bands: [{ count: 1, goal: '3:50:00' }] }, courseUuid: uuid };
    const saved = await call('/saved', {
      method: 'POST',
      body: JSON.stringify({ title: 'Loop A', definition, locale: 'en' }),
    });
    expect(saved.status).toBe(201);
    const rows = await orm()
      .em.getConnection()
      .execute<{ course_uuid: string }[]>('select course_uuid from saved_band where id = ?', [saved.body.id]);
    expect(rows[0]!.course_uuid).toBe(uuid);
    viewer = { kind: 'user', id: 'someone-else', name: 'X', roles: ['member'] };
    const refused = await call('/saved', {
      method: 'POST',
      body: JSON.stringify({ title: 'Not mine', definition, locale: 'en' }),
    });
    expect(refused.status).toBe(404);
  });

  it('shares a band on a private course as a read-only snapshot that a guest can print, twice', async () => {
    viewer = OWNER;
    const definition = { v: 1, plan: { bands: [{ count: 1, goal: '3:50:00' }], half: true } };
    // The same band on the course, as the owner sees it.
    const own = await preview({ plan: { bands: [{ goal: '3:50:00' }], half: true }, ...course(uuid) });
    for (let i = 0; i < 2; i++) {
      viewer = OWNER;
      const made = await call('/snapshots', { method: 'POST', body: JSON.stringify({ definition, courseUuid: uuid, locale: 'en' }) });
      expect(made.status).toBe(201);
      expect(made.body.path).toBe(`/en/build?shared=${made.body.id}`);
      viewer = GUEST;
      // The guest cannot build on the course, but the snapshot's print file has the same plan.
      expect((await preview({ plan: { bands: [{ goal: '3:50:00' }] }, ...course(uuid) })).status).toBe(404);
      const pdf = await RequestContext.create(orm().em, () => bands.request(`/snapshots/${made.body.id}/band.pdf?lang=en`));
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
      const stored = await orm()
        .em.getConnection()
        .execute<{ plans: BandPlan[]; chart: unknown }[]>('select plans, chart from band_snapshot where id = ?', [made.body.id]);
      expect(stored[0]!.plans[0]!.rows.map((r) => r.elapsedSeconds)).toEqual(own.body.plans[0]!.rows.map((r) => r.elapsedSeconds));
      expect(JSON.stringify(stored[0]!.chart)).not.toContain('<gpx');
    }
    viewer = GUEST;
    expect((await call('/snapshots', { method: 'POST', body: JSON.stringify({ definition, courseUuid: uuid }) })).status).toBe(401);
  });
});

describe('themes (issue 13 point 9)', () => {
  // Made by the team (modules/band-themes/tests/themes.test.ts); here, what the builder does with one.
  it('are offered on the build page, and a band prints with the theme’s image in its border ring', async () => {
    await seedThemes(orm().em.fork());
    viewer = GUEST;
    const themed = await preview({
      plan: { bands: [{ goal: '3:30:00' }], distanceM: MARATHON },
      themeId: (await themeChoices()).find((t) => t.name === 'Trail')!.id,
    });
    expect(themed.status).toBe(200);
    expect(themed.body.bands![0]!.svg).toContain('data:image/png;base64,');
    const gone = await preview({
      plan: { bands: [{ goal: '3:30:00' }], distanceM: MARATHON },
      themeId: '00000000-0000-4000-8000-000000000000',
    });
    expect(gone.body.errors?.['band.theme']).toEqual(['This theme does not exist.']);
  });
});
