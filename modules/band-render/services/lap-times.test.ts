import { describe, expect, it } from 'vitest';
import { columnHeads, printedColumns, rowCells } from './row-cells.ts';
import { lapTimeSeconds, planBands, type BandPlan } from '../../pacing/index.ts';
import { formatDuration } from '../../../src/lib/time-format.ts';

function plan(settings: Record<string, unknown>): BandPlan {
  return planBands({ settings: { bands: [{ goal: '3:30:00' }], distanceM: 42195, ...settings } })[0]!;
}

const columns = ['distance', 'split', 'pace', 'elapsed'] as const;

/** The printed band's table: heads and every lap row's cells, by distance. */
function printed(p: BandPlan, locale: 'en' | 'fr' = 'en') {
  const cols = printedColumns(p, columns);
  return { heads: columnHeads(p, cols, locale), rows: rowCells(p, cols, locale).filter((r) => r.kind === 'lap' || r.kind === 'finish') };
}

describe('lap-time display (lap times, not a pace)', () => {
  it('per km on a km band of 1 km rows: each lap time is that km’s split, under a "Lap km" head', () => {
    const p = plan({ strategy: 'even-effort', lapTimes: 'km' });
    const { heads, rows } = printed(p);
    expect(heads).toEqual(['km', 'Split', 'Lap km', 'Pace', 'Time']);
    for (const row of rows.slice(0, -1)) expect(row.cells[2]).toBe(row.cells[1]);
    // The finish (0.195 km after km 42): the last whole km, from 41.195 to the line.
    const finish = p.rows.at(-1)!;
    const km42 = p.rows.find((r) => r.kind === 'lap' && r.distance === 42)!;
    expect(lapTimeSeconds(p, finish, 'km')).toBeGreaterThan(finish.elapsedSeconds - km42.elapsedSeconds);
    expect(rows.at(-1)!.cells[2]).toBe(formatDuration(lapTimeSeconds(p, finish, 'km')!));
  });

  it('per km on a band with a row every 5 km: the last km of each 5, not the 5 km split nor the pace', () => {
    const p = plan({ strategy: 'even-pace', every: 5, lapTimes: 'km' });
    const { rows } = printed(p);
    const five = rows[0]!;
    expect(five.cells[0]).toBe('5');
    // Even pace: 5 km in 24:53 (the split), the last km of it ~4:59, the pace column 4:59 too but per km of the whole split.
    expect(five.cells[1]).toMatch(/^2[45]:\d\d$/);
    expect(five.cells[2]).toMatch(/^4:(5\d|60)$/);
  });

  it('per mile on a km band: the last mile’s time (8:00 at 3:30 even pace), empty before the first whole mile', () => {
    const p = plan({ strategy: 'even-pace', lapTimes: 'mi' });
    const { heads, rows } = printed(p);
    expect(heads[2]).toBe('Lap mi');
    expect(rows[0]!.cells[2]).toBe(''); // km 1: no whole mile yet
    const km10 = rows.find((r) => r.cells[0] === '10')!;
    expect(km10.cells[2]).toMatch(/^8:0[01]$/);
    // From the plan's elapsed times: km 10 minus the time at 10 − 1.609344 km.
    const row = p.rows.find((r) => r.distance === 10)!;
    const km8 = p.rows.find((r) => r.distance === 8)!;
    const km9 = p.rows.find((r) => r.distance === 9)!;
    const at = km8.elapsedSeconds + (km9.elapsedSeconds - km8.elapsedSeconds) * (10 - 1.609344 - 8);
    expect(lapTimeSeconds(p, row, 'mi')).toBe(Math.round(row.elapsedSeconds - at));
  });

  it('counts a walk break inside the lap (it is time on the clock), translated head', () => {
    const p = plan({ strategy: 'even-pace', lapTimes: 'km', walk: { kind: 'duration', runMinutes: 9, walkSeconds: 60 } });
    expect(p.walkBreaks).toBeGreaterThan(0);
    const { heads, rows } = printed(p, 'fr');
    expect(heads[2]).toBe('Tour km');
    for (const row of rows.slice(0, -1)) expect(row.cells[2]).toBe(row.cells[1]);
    const lapTimes = rows.slice(0, -1).map((r) => r.cells[2]);
    expect(new Set(lapTimes).size).toBeGreaterThan(1); // the km with a walk break takes a minute longer
  });

  it('prints nothing when hidden', () => {
    const p = plan({ lapTimes: 'hide' });
    expect(printed(p).heads).toEqual(['km', 'Split', 'Pace', 'Time']);
  });
});
