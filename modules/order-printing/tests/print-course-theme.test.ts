/**
 * Issue 29, point 1: a paid band built on a course, with a theme, prints as it was built. The
 * print run plans each order line from its whole band definition (the course and the theme
 * kept with the line, the band definition), through the same functions as the admin's batch print.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../src/auth/access.ts';
import { seedAll } from '../../../src/composition.ts';
import { closeOrm } from '../../../src/db/orm.server.ts';
import { imagesIn, pageDrawings } from '../../../tests/support/pdf-drawing.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { tempDir } from '../../../tests/support/temp-dir.ts';
import type { BandPlan } from '../../pacing/index.ts';
import { renderBandsPdf } from '../../band-render/index.ts';
import { planBuild } from '../../band-builder/index.ts';
import { getCourseForBuild } from '../../courses/index.ts';
import { findOrdersToPrint } from '../../commerce/index.ts';
import { createPrintRun, findPrintRun, readPrintFile } from '../data/print-run.repository.ts';
import { memberWithBand, paidBandOrder, simulatedProvider } from '../../commerce/tests/shop-fixtures.ts';
import { bandsPdfForOrders, planOrderLine } from '../services/print-files.ts';
import { executePrintRun } from '../services/print-run.ts';

process.env.MAIL_OUTBOX_DIR = tempDir('commerce-outbox-');
const orm = useTestDatabase();
const provider = simulatedProvider({ checkoutUrl: (id) => `/en/checkout/${id}` });
const STAFF: Viewer = { kind: 'user', id: 'staff-1', name: 'Staff', roles: ['admin'] };
let boston = '';
let sunrise = { id: '', backgroundImage: '', borderImage: '' };

beforeAll(async () => {
  // The demo data a fresh site has: the public courses (Boston…) and the themes (Sunrise…).
  await seedAll(() => orm().em.fork());
  const db = orm().em.getConnection();
  boston = (await db.execute<Array<{ uuid: string }>>(`select uuid from course where slug = 'boston'`))[0]!.uuid;
  sunrise = (
    await db.execute<Array<typeof sunrise>>(
      `select id, background_image as "backgroundImage", border_image as "borderImage" from band_theme where slug = 'sunrise'`,
    )
  )[0]!;
}, 120_000);
afterAll(async () => {
  await closeOrm();
});

/**
 * The band definition of a 3:30 band on the course's own distance (no distance of its own), with
 * the Sunrise theme; the course is the one kept beside it (as saved before definitions named it).
 */
const onCourse = (theme: string) => ({
  v: 1,
  plan: { bands: [{ count: 1, goal: '3:30:00' }] },
  band: { title: 'Boston' },
  paper: {},
  ...(theme ? { themeId: theme } : {}),
});

/** A member's band on Boston (saved as the build page saves it), ordered and paid. */
async function paidCourseOrder(definition: Record<string, unknown> = onCourse(sunrise.id)) {
  const band = await memberWithBand(orm().em.fork(), { courseUuid: boston, definition });
  return { order: await paidBandOrder(() => orm().em.fork(), provider, band), bandId: band.bandId };
}

async function printRun(orderId: string) {
  const run = await createPrintRun(orm().em.fork(), [orderId], 'A4', 'staff-1');
  await executePrintRun(orm().em.fork(), run.id);
  return { run: (await findPrintRun(orm().em.fork(), run.id))!, bands: await readPrintFile(orm().em.fork(), run.id, 'bands') };
}

const laps = (plan: BandPlan) => plan.rows.filter((r) => r.kind === 'lap');

describe('printing a paid band built on a course with a theme (real PostgreSQL, the band renderer)', () => {
  it("prints Boston's splits with the Sunrise theme, as the build page plans them", async () => {
    const { order } = await paidCourseOrder();
    // The line keeps the band's whole definition: the band definition, the course and the theme's look.
    const line = (await findOrdersToPrint(orm().em.fork(), [order.id]))[0]!.lines[0]!;
    expect(line.courseId).toBe(boston);
    expect(line.theme).toMatchObject({ id: sunrise.id, name: 'Sunrise', backgroundImage: sunrise.backgroundImage });

    const { run, bands } = await printRun(order.id);
    expect(run).toMatchObject({ status: 'done', done: 1, total: 1, error: null });

    // The plan the batch print uses is the build page's plan for this course, not an even split.
    const printable = await planOrderLine(orm().em.fork(), line, 'en');
    if (!printable.ok) throw new Error(JSON.stringify(printable.errors));
    const course = (await getCourseForBuild(orm().em.fork(), boston, STAFF))!;
    const built = planBuild(printable.settings, 'en', course.profile);
    if (!built.ok) throw new Error(JSON.stringify(built.errors));
    expect(printable.plans).toEqual(built.plans);
    const plan = printable.plans[0]!;
    expect(plan.distanceM).toBe(42_195);
    const splits = laps(plan).map((r) => r.splitSeconds);
    expect(Math.max(...splits) - Math.min(...splits)).toBeGreaterThan(20);
    const downhill = laps(plan).filter((r) => r.gradePercent < -1);
    const uphill = laps(plan).filter((r) => r.gradePercent > 1);
    const mean = (rows: typeof uphill) => rows.reduce((sum, r) => sum + r.splitSeconds, 0) / rows.length;
    expect(mean(uphill)).toBeGreaterThan(mean(downhill));

    // The theme's pictures are on the band, and the printed page draws exactly that band.
    expect(printable.settings.band.style.theme).toMatchObject({
      backgroundImage: { dataUrl: sunrise.backgroundImage },
      borderImage: { dataUrl: sunrise.borderImage },
    });
    const reference = await renderBandsPdf(
      built.plans,
      { ...printable.settings.band, locale: 'en' },
      { ...printable.settings.paper, paper: 'A4', margins: 'medium', gap: 'small', cutMarks: true },
    );
    const [expected] = await pageDrawings(reference.bytes);
    const [printed] = await pageDrawings(bands!);
    expect(imagesIn(printed!).length).toBeGreaterThanOrEqual(2);
    expect(printed!.includes(expected!)).toBe(true);
    // …and not the same band with even splits over a flat 42.195 km (what an unplanned course would give).
    const flat = planBuild({ ...printable.settings, courseUuid: undefined, plan: { ...printable.settings.plan, distanceM: 42_195 } }, 'en');
    if (!flat.ok) throw new Error(JSON.stringify(flat.errors));
    const [even] = await pageDrawings(
      (await renderBandsPdf(flat.plans, { ...printable.settings.band, locale: 'en' }, { ...printable.settings.paper, paper: 'A4' })).bytes,
    );
    expect(printed!.includes(even!)).toBe(false);
  }, 120_000);

  it('keeps the theme as it was ordered: deleting the theme afterwards changes nothing', async () => {
    const db = orm().em.getConnection();
    const theme = (
      await db.execute<Array<{ id: string }>>(
        `insert into band_theme (id, slug, name, background_image, border_image, border_width_mm, position, created_at, updated_at)
         select gen_random_uuid(), null, 'Short-lived', background_image, border_image, 2, 'top', now(), now() from band_theme where slug = 'sunrise'
         returning id`,
      )
    )[0]!.id;
    const { order } = await paidCourseOrder(onCourse(theme));
    await db.execute('delete from band_theme where id = ?', [theme]);
    const { run } = await printRun(order.id);
    expect(run).toMatchObject({ status: 'done', error: null });
  }, 120_000);

  it('prints lines ordered before the theme was kept with them, and says clearly when their theme is gone', async () => {
    const db = orm().em.getConnection();
    const { order } = await paidCourseOrder();
    await db.execute('update commerce_order_line set theme = null where order_id = ?', [order.id]);
    expect((await printRun(order.id)).run).toMatchObject({ status: 'done', error: null });

    const theme = (
      await db.execute<Array<{ id: string }>>(
        `insert into band_theme (id, slug, name, background_image, border_image, border_width_mm, position, created_at, updated_at)
         values (gen_random_uuid(), null, 'Gone', null, null, 1, 'top', now(), now()) returning id`,
      )
    )[0]!.id;
    const old = await paidCourseOrder(onCourse(theme));
    await db.execute('update commerce_order_line set theme = null where order_id = ?', [old.order.id]);
    await db.execute('delete from band_theme where id = ?', [theme]);
    const { run } = await printRun(old.order.id);
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(/"Berlin 3:30": the band's theme .* no longer exists/);
  }, 120_000);

  it("falls back to the saved band's course for lines that do not name one, and says clearly when neither does", async () => {
    const db = orm().em.getConnection();
    const { order, bandId } = await paidCourseOrder(onCourse(''));
    await db.execute('update commerce_order_line set course_id = null where order_id = ?', [order.id]);
    const orders = await findOrdersToPrint(orm().em.fork(), [order.id]);
    const printable = await planOrderLine(orm().em.fork(), orders[0]!.lines[0]!, 'en');
    expect(printable.ok && printable.plans[0]!.rows.some((r) => r.gradePercent > 1)).toBe(true);

    await db.execute('delete from saved_band where id = ?', [bandId]);
    await expect(bandsPdfForOrders(orm().em.fork(), orders, 'A4')).rejects.toThrow(
      /"Berlin 3:30": the band was built on a course, and neither its order line nor its saved band names it/,
    );
  }, 120_000);
});
