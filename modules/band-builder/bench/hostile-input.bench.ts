/**
 * Issue 15, point 1: build settings (goal times, title, colours, images, numbers as text) and the
 * `s` link parameter under long runs of blanks, commas and digits. Linear growth expected;
 * budget: 200 K chars in every settings shape under 50 ms.
 */
import { benchHostile } from '../../../src/lib/hostile-runs.ts';
import { parseBuildSettings } from '../services/build/build-settings.ts';
import { decodeSettingsParam } from '../services/build/settings-link.ts';
import { hostileSettings } from './hostile-settings.ts';

export default async function bench(): Promise<void> {
  const worst = benchHostile('build settings and settings links', (text) => {
    for (const settings of hostileSettings(text)) parseBuildSettings(settings, 'en');
    decodeSettingsParam(text);
  });
  console.log(`  budget: 200 K chars < 50 ms → ${worst < 50 ? 'ok' : 'OVER'}`);
}
