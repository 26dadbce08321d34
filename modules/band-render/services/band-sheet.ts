import type { BandPlan } from '../../pacing/index.ts';
import { drawBand, type BandDrawing } from './band-drawing.ts';
import type { BandLayoutSummary, BandModel } from './band-layout.ts';
import { BandSettingsError } from './band-messages.ts';
import type { BandSettings } from './band-settings.ts';
import { planGrid, type SheetGrid } from './imposition.ts';
import type { PaperSettings } from './paper-settings.ts';
import { PT_PER_CM, PT_PER_IN } from './physical-size.ts';

/**
 * Everything a printed sheet needs: each distinct band drawn once (plans that differ only in
 * their copy count share a drawing), then one slot per copy per part, in order, so both parts of
 * a split band sit side by side.
 */
export interface BandSheet<D extends Drawn = BandDrawing> {
  drawings: D[];
  slots: Array<{ drawing: number; part: number }>;
  grid: SheetGrid;
  pages: number;
  layouts: BandLayoutSummary[];
  /** The tightest layout of the lot (most bands per plan, then smallest text). */
  layout: BandLayoutSummary;
}

/** What the sheet needs of a drawn band: its model and one entry per part. */
interface Drawn {
  model: BandModel;
  parts: unknown[];
}

/** `draw` draws one distinct band: Satori's SVG for previews, the composed layer for the PDF. */
export async function prepareSheet<D extends Drawn = BandDrawing>(
  plans: BandPlan[],
  settings: BandSettings,
  paper: PaperSettings,
  draw: (plan: BandPlan, settings: BandSettings) => Promise<D> = drawBand as unknown as (
    plan: BandPlan,
    settings: BandSettings,
  ) => Promise<D>,
): Promise<BandSheet<D>> {
  if (plans.length === 0) throw new BandSettingsError('plansEmpty');
  for (const plan of plans) {
    if (!Number.isInteger(plan.count) || plan.count < 1) throw new BandSettingsError('countInvalid', { value: plan.count });
  }
  const keys = new Map<string, number>();
  const pending: Array<Promise<D>> = [];
  const index = plans.map((plan) => {
    const key = JSON.stringify({ ...plan, count: 0 });
    let at = keys.get(key);
    if (at === undefined) {
      at = pending.length;
      keys.set(key, at);
      pending.push(draw(plan, settings));
    }
    return at;
  });
  const drawings = await Promise.all(pending);
  const first = drawings[0];
  if (!first) throw new BandSettingsError('plansEmpty');
  const perUnit = settings.size.unit === 'cm' ? PT_PER_CM : PT_PER_IN;
  // The refusal's figures stay numbers: the message writes them in the language it is shown in.
  const size = (pt: number) => Math.round((pt / perUnit) * 10) / 10;
  const grid = planGrid(first.model, paper, {
    length: size(first.model.lengthPt),
    width: size(first.model.widthPt),
    unit: settings.size.unit,
  });
  const slots = plans.flatMap((plan, i) => {
    const drawing = index[i] ?? 0;
    const parts = drawings[drawing]?.parts.length ?? 1;
    return Array.from({ length: plan.count * parts }, (_, n) => ({ drawing, part: n % parts }));
  });
  const layouts = index.map((i) => drawings[i]?.model.summary ?? first.model.summary);
  const layout = layouts.reduce((worst, l) =>
    l.bandsPerPlan > worst.bandsPerPlan || (l.bandsPerPlan === worst.bandsPerPlan && l.fontSizePt < worst.fontSizePt) ? l : worst,
  );
  return { drawings, slots, grid, pages: Math.ceil(slots.length / grid.perPage), layouts, layout };
}

/** The slots printed on page `page` (0-based), with their index on the page. */
export function pageSlots(sheet: BandSheet<Drawn>, page: number) {
  const start = page * sheet.grid.perPage;
  return sheet.slots.slice(start, start + sheet.grid.perPage).map((slot, i) => ({ ...slot, index: i }));
}
