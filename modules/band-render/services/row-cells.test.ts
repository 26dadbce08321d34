import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/i18n/locales.ts';
import { planBands } from '../../pacing/index.ts';
import { layoutBand } from './band-layout.ts';
import { parseBandSettings } from './parse-settings.ts';
import { columnHeads, rowCells, walkSummary } from './row-cells.ts';
import { marathonPlan } from './sample-plans.ts';

// The band fonts have no narrow no-break space: Intl's U+202F prints as U+00A0.
const NBSP = '\u00a0';
const MINUS = '\u2212';

/** A marathon band in miles, with its kilometre rows (one every 10 km) and grades up and down. */
const plan = marathonPlan(4 * 3600, 'mi');
const columns = ['distance', 'split', 'slope', 'elapsed'] as const;
const cellsOf = (locale: Locale, index: number) => rowCells(plan, columns, locale)[index]!.cells;

describe('a band prints its numbers in its own language', () => {
  it.each<[Locale, string, string]>([
    ['en', '1', '+1.2%'],
    ['fr', '1', `+1,2${NBSP}%`],
    ['es', '1', `+1,2${NBSP}%`],
    ['it', '1', '+1,2%'],
  ])('%s: mile 1 reads %s with a grade of %s', (locale, distance, grade) => {
    const [d, , slope] = cellsOf(locale, 0);
    expect(d).toBe(distance);
    expect(slope).toBe(grade);
  });

  it.each<[Locale, string, string]>([
    ['en', '10 km', '13.1'],
    ['fr', `10${NBSP}km`, '13,1'],
    ['es', '10 km', '13,1'],
    ['it', '10 km', '13,1'],
  ])('%s: the other unit reads %s, half-way %s', (locale, otherUnit, half) => {
    const rows = rowCells(plan, columns, locale);
    expect(rows.find((r) => r.kind === 'other-unit')!.cells[0]).toBe(otherUnit);
    expect(rows.find((r) => r.kind === 'half')!.cells[0]).toBe(half);
  });

  it.each<[Locale, string, string]>([
    ['en', `${MINUS}1.4%`, '26.2'],
    ['fr', `${MINUS}1,4${NBSP}%`, '26,2'],
    ['es', `${MINUS}1,4${NBSP}%`, '26,2'],
    ['it', `${MINUS}1,4%`, '26,2'],
  ])('%s: a fall is signed with a minus sign (%s), the finish at %s', (locale, grade, finish) => {
    expect(cellsOf(locale, 9)[2]).toBe(grade);
    expect(rowCells(plan, columns, locale).at(-1)!.cells[0]).toBe(finish);
  });

  it('never prints a character the band fonts lack', () => {
    for (const locale of ['en', 'fr', 'es', 'it'] as const) {
      const texts = [...rowCells(plan, columns, locale).flatMap((r) => r.cells), ...columnHeads(plan, columns, locale)];
      expect(texts.join('')).not.toContain('\u202f');
    }
  });
});

describe('the run-walk header', () => {
  const [walking] = planBands({
    settings: { bands: [{ goal: '4:30:00' }], distanceM: 42195, walk: { kind: 'duration', runMinutes: 9, walkSeconds: 60 } },
  });

  it.each<[Locale, RegExp]>([
    ['en', /^Run \d:\d\d\/km · walk \d+ × 1:00 at 6\skm\/h$/],
    ['fr', /^Course \d:\d\d\/km · marche \d+ × 1:00 à 6\skm\/h$/],
    ['es', /^Correr \d:\d\d\/km · caminar \d+ × 1:00 a 6\skm\/h$/],
    ['it', /^Corsa \d:\d\d\/km · cammino \d+ × 1:00 a 6\skm\/h$/],
  ])('%s: says it whole, on one line or two, never cut (%s)', (locale, summary) => {
    const text = walkSummary(walking!, locale);
    expect(text).toMatch(summary);
    const model = layoutBand(walking!, parseBandSettings({ locale, title: 'Marathon de la Ville' }));
    for (const part of model.parts) {
      const h = part.header;
      expect(h.walkMore ? `${h.walk} · ${h.walkMore}` : h.walk).toBe(text);
      expect(h.walkSize).toBeGreaterThanOrEqual(6);
      expect(`${h.title}${h.sub}`).not.toContain('\u2026');
    }
  });
});
