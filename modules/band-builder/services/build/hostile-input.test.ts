/**
 * Issue 15, point 1: long runs of blanks, commas and digits in every text the band builder parses:
 * the settings (goal times, title, colours, images, sizes as text) and the `s` link parameter.
 * Each must end with valid settings or field errors: never an exception. Time goes to
 * `npm run bench` (hostile-input.bench.ts), never into a test.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOSTILE_RUNS, hostileText } from '../../../../src/lib/hostile-text.test-support.ts';
import { hostileRuns } from '../../../../src/lib/hostile-runs.ts';
import { hostileSettings } from '../../bench/hostile-settings.ts';
import { parseBuildSettings } from './build-settings.ts';
import { decodeSettingsParam } from './settings-link.ts';

function check(text: string) {
  for (const settings of hostileSettings(text)) {
    const result = parseBuildSettings(settings, 'fr');
    if (!result.ok) expect(Object.keys(result.errors).length).toBeGreaterThan(0);
  }
  expect(decodeSettingsParam(text)).toBeNull();
}

describe('build settings under hostile text', () => {
  it.each(hostileRuns(40_000).map((run) => [run.name, run.text] as const))('%s', (_, text) => check(text));

  it('generated runs', () => {
    fc.assert(fc.property(hostileText(), check), HOSTILE_RUNS);
  });

  it('a goal made of a run is refused with the goal message', () => {
    const result = parseBuildSettings({ plan: { bands: [{ goal: `${'9'.repeat(30_000)}:00:00` }] } }, 'en');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toContain('plan.bands.0.goal');
  });
});
