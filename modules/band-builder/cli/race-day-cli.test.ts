import { describe, expect, it } from 'vitest';
import type { BandPlan } from '../../pacing/index.ts';
import { runPaceband } from '../../../tests/support/run-cli.ts';

const plan = (...args: string[]) => runPaceband('plan', args);
const json = async (...args: string[]) => JSON.parse((await plan(...args, '--json')).stdout) as BandPlan;

describe('paceband plan: race day and the A/B band', () => {
  it('slows the goal for the heat, tells the goal as entered, and keeps a cool day as it was', async () => {
    const hot = await json('--distance', 'marathon', '--goal', '3:30:00', '--temperature', '75', '--dew-point', '65', '--fahrenheit');
    // 75 + 65 = 140 °F: the chart's 3 %.
    expect(hot.conditions).toMatchObject({ scale: 'F', percent: 3, goalSeconds: 12_600 });
    expect(hot.totalSeconds).toBe(12_978);
    expect(hot.rows.at(-1)?.elapsedSeconds).toBe(12_978);
    expect((await json('--distance', 'marathon', '--goal', '3:30:00', '--temperature', '8', '--dew-point', '3')).totalSeconds).toBe(12_600);
  });

  it('plans the fade and prints the second goal as the alternate of the first', async () => {
    const faded = await json('--distance', '10', '--goal', '50:00', '--strategy', 'even-pace', '--fade', '20s', '--fade-after', '7');
    expect(faded.fade).toEqual({ fromM: 7000, secondsPerUnit: 20 });
    const km = faded.rows.filter((r) => r.kind === 'lap' || r.kind === 'finish');
    expect(km[7]!.splitSeconds - km[6]!.splitSeconds).toBeGreaterThanOrEqual(19);
    const ab = JSON.parse((await plan('--distance', '10', '--band', '1x45:00', '--band', '1x47:00', '--ab', '--json')).stdout) as BandPlan;
    expect(ab.totalSeconds).toBe(2700);
    expect(ab.alternate?.totalSeconds).toBe(2820);
  });
});
