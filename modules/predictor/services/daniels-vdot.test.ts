import { describe, expect, it } from 'vitest';
import { parseDuration } from '../../../src/lib/time-format.ts';
import { oxygenCost, secondsForVdot, sustainableFraction, vdot, vdotSeconds } from './daniels-vdot.ts';

// Rows of the VDOT table in "Daniels' Running Formula" (race equivalents).
const TABLE = [
  { vdot: 40, '5k': '24:08', '10k': '50:03', half: '1:50:59', marathon: '3:49:45' },
  { vdot: 50, '5k': '19:57', '10k': '41:21', half: '1:31:35', marathon: '3:10:49' },
  { vdot: 60, '5k': '17:03', '10k': '35:22', half: '1:18:09', marathon: '2:43:25' },
] as const;
const KM = { '5k': 5, '10k': 10, half: 21.0975, marathon: 42.195 } as const;

function seconds(text: string): number {
  const s = parseDuration(text);
  if (s === null) throw new Error(text);
  return s;
}

describe('Daniels & Gilbert VDOT', () => {
  it('reproduces the published table within 0.1 % (2 s on a 5 km, 11 s on a marathon)', () => {
    for (const row of TABLE) {
      for (const key of ['5k', '10k', 'half', 'marathon'] as const) {
        const published = seconds(row[key]);
        const predicted = secondsForVdot(row.vdot, KM[key]);
        expect(Math.abs(predicted - published), `VDOT ${row.vdot} ${key}`).toBeLessThanOrEqual(Math.max(2, published * 0.001));
      }
    }
  });

  it('scores a table performance at its VDOT', () => {
    expect(vdot(10, seconds('41:21'))).toBeCloseTo(50, 0);
    expect(vdot(5, seconds('17:03'))).toBeCloseTo(60, 0);
  });

  it('uses the published oxygen cost and sustainable fraction', () => {
    // v = 250 m/min: −4.60 + 0.182258·250 + 0.000104·62 500 = 47.4645
    expect(oxygenCost(250)).toBeCloseTo(47.4645, 4);
    // t = 0 gives 0.8 + 0.1894393 + 0.2989558; a day's effort tends to 0.8
    expect(sustainableFraction(0)).toBeCloseTo(1.2883951, 6);
    expect(sustainableFraction(24 * 60)).toBeCloseTo(0.8, 6);
  });

  it('predicts the same time back over the same distance', () => {
    expect(vdotSeconds(2481, 10, 10)).toBeCloseTo(2481, 3);
  });
});
