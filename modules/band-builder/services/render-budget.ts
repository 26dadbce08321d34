import type { Viewer } from '../../../src/auth/access.ts';
import { createLimiter, type Limiter } from '../../../src/host/rate-limit.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { t } from '../locales/messages.ts';
import type { BandPlan } from '../../pacing/index.ts';

/**
 * What one request may cost the renderer, checked before any rendering starts (issue 15: one
 * anonymous PDF of 20 long bands × 100 copies blocked the server for seconds and took gigabytes).
 * The cost is what the renderer draws: bands printed (copies of every goal) and their rows.
 * Visitors without an account get a smaller budget than members; a preview or SVG draws one
 * band, which always fits; the PNG download draws one image per goal time (copies aside).
 */
export interface RenderBudget {
  maxBands: number;
  maxRows: number;
}

export const GUEST_BUDGET: RenderBudget = { maxBands: 40, maxRows: 2_000 };
export const MEMBER_BUDGET: RenderBudget = { maxBands: 400, maxRows: 20_000 };

export type RenderFormat = 'pdf' | 'png' | 'svg' | 'preview';

export interface RenderCost {
  bands: number;
  rows: number;
}

/** The bands and rows a rendering of `plans` in `format` draws. */
export function renderCost(plans: readonly BandPlan[], format: RenderFormat): RenderCost {
  if (format === 'png') return { bands: plans.length, rows: plans.reduce((n, plan) => n + plan.rows.length, 0) };
  if (format !== 'pdf') return { bands: plans.length ? 1 : 0, rows: plans[0]?.rows.length ?? 0 };
  let bands = 0;
  let rows = 0;
  for (const plan of plans) {
    bands += plan.count;
    rows += plan.count * plan.rows.length;
  }
  return { bands, rows };
}

const fits = (cost: RenderCost, budget: RenderBudget) => cost.bands <= budget.maxBands && cost.rows <= budget.maxRows;

/**
 * Null when the rendering fits the asker's budget; else the refusal in their language. The viewer
 * is only looked up when the guest budget is not enough (most requests never need it).
 */
export async function renderBudgetRefusal(
  plans: readonly BandPlan[],
  format: RenderFormat,
  locale: Locale,
  viewer: () => Promise<Viewer>,
): Promise<string | null> {
  const cost = renderCost(plans, format);
  if (fits(cost, GUEST_BUDGET)) return null;
  const member = (await viewer()).kind === 'user';
  const budget = member ? MEMBER_BUDGET : GUEST_BUDGET;
  if (fits(cost, budget)) return null;
  return t(locale).renderBudget[member ? 'member' : 'guest']({ ...cost, ...budget });
}

/**
 * Rows drawn per minute, per visitor's address or per member: one request within budget cannot be
 * repeated without end. Counted in PostgreSQL like every rate limit (shared by replicas).
 */
export const ROWS_PER_MINUTE = { guest: 3 * GUEST_BUDGET.maxRows, member: 3 * MEMBER_BUDGET.maxRows } as const;

let perMinute: { guest: Limiter; member: Limiter } | undefined;

/** Charges the rows of this rendering to the asker; the seconds to wait when their minute's budget is spent. */
export async function chargeRenderRows(viewer: Viewer, clientAddress: string, rows: number): Promise<number | null> {
  perMinute ??= {
    guest: createLimiter({ name: 'render-rows-guest', windowMs: 60_000, max: ROWS_PER_MINUTE.guest }),
    member: createLimiter({ name: 'render-rows-member', windowMs: 60_000, max: ROWS_PER_MINUTE.member }),
  };
  const member = viewer.kind === 'user';
  const verdict = await (member ? perMinute.member : perMinute.guest).hit(member ? `user:${viewer.id}` : clientAddress, rows);
  return verdict.allowed ? null : verdict.retryAfterSeconds;
}
