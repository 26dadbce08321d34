import { describe, expect, it } from 'vitest';
import { bandFigures, lastDays } from './admin-dashboard.ts';

describe('the admin home’s bands tile', () => {
  const days = lastDays(3, new Date('2026-11-24T12:00:00Z'));

  it('covers the last days, oldest first', () => {
    expect(days).toEqual(['2026-11-22', '2026-11-23', '2026-11-24']);
  });

  it.each([
    ['nothing recorded', [], { perDay: [0, 0, 0], built: 0, saved: 0 }],
    [
      'bands built per day; other kinds and days outside the period are left out',
      [
        { day: '2026-11-21', kind: 'bandBuilt', count: 9 },
        { day: '2026-11-22', kind: 'bandBuilt', count: 2 },
        { day: '2026-11-22', kind: 'download', count: 7 },
        { day: '2026-11-24', kind: 'bandBuilt', count: 3 },
        { day: '2026-11-21', kind: 'bandSaved', count: 5 },
        { day: '2026-11-23', kind: 'bandSaved', count: 1 },
        { day: '2026-11-24', kind: 'bandSaved', count: 2 },
      ],
      { perDay: [2, 0, 3], built: 5, saved: 3 },
    ],
  ])('%s', (_case, counts, expected) => {
    expect(bandFigures(days, counts)).toEqual(expected);
  });
});
