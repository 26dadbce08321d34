import { describe, expect, it } from 'vitest';
import { distanceMarks } from './map-points.ts';

describe('distanceMarks', () => {
  it('marks a marathon every 5 km, a half every 2 km, a 10 km every km, never at the finish', () => {
    expect(distanceMarks(42_195, 'km').map((m) => m.label)).toEqual(['5', '10', '15', '20', '25', '30', '35', '40']);
    expect(distanceMarks(21_097.5, 'km').map((m) => m.label)).toEqual(['2', '4', '6', '8', '10', '12', '14', '16', '18', '20']);
    expect(distanceMarks(10_000, 'km').map((m) => m.label)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('marks miles on a page in miles', () => {
    const marks = distanceMarks(42_195, 'mi');
    expect(marks[0]).toEqual({ atM: 2 * 1609.344, label: '2' });
    // Mile 26 sits 0.2 mi before the finish: left out so it does not cover the finish mark.
    expect(marks.at(-1)?.label).toBe('24');
  });
});
