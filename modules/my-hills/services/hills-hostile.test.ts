import { describe, expect, it } from 'vitest';
import { runFit, runGpx } from '../../../tests/support/recorded-runs.ts';
import { LOCALES } from '../../../src/i18n/locales.ts';
import { fitMyHills, type RunFile } from './fit-my-hills.ts';
import { HILLS_ERROR_CODES, type HillsError } from './hills-error.ts';
import { hillsErrorMessage } from './hills-error-message.ts';
import { syntheticHillFits, syntheticHillRun } from '../../../tests/support/synthetic-hill-runs.ts';

const good = syntheticHillFits(3, { lengthM: 3_000, seed: 3 });

/** A short good run as GPX with every match of `drop` taken out. */
function spoiledGpx(drop: RegExp, fileName: string): RunFile {
  const text = new TextDecoder().decode(runGpx(syntheticHillRun({ seed: 4, lengthM: 2_000, flatMps: 3 })));
  return { bytes: new TextEncoder().encode(text.replace(drop, '')), fileName };
}

function refusal(files: RunFile[]): HillsError {
  try {
    fitMyHills(files);
  } catch (error) {
    return error as HillsError;
  }
  throw new Error('not refused');
}

describe('fitMyHills refuses what says nothing about a runner’s hills', () => {
  it('fits three short good runs (the files the refusals below spoil)', () => {
    expect(fitMyHills(good).factors).toHaveLength(31);
  });

  it('fewer than 3 runs', () => {
    const error = refusal(good.slice(0, 2));
    expect(error.code).toBe('tooFewRuns');
    expect(hillsErrorMessage(error, 'en')).toBe('My hills needs at least 3 recorded runs; 2 were given.');
  });

  it('a run without times (a drawn route)', () => {
    const error = refusal([...good.slice(0, 2), spoiledGpx(/<time>[^<]*<\/time>/g, 'route.gpx')]);
    expect(error.code).toBe('noTimes');
    expect(hillsErrorMessage(error, 'en')).toBe('route.gpx has no times: it looks like a drawn route, not a recorded run.');
  });

  it('a run without heights', () => {
    expect(refusal([...good.slice(0, 2), spoiledGpx(/<ele>[^<]*<\/ele>/g, 'flat.gpx')]).code).toBe('noHeights');
  });

  it('a ride: by the file’s sport, or by a speed no runner holds', () => {
    const ride = runFit(syntheticHillRun({ seed: 4, lengthM: 4_000, flatMps: 3 }), { sport: 'cycling' });
    const byName = refusal([...good.slice(0, 2), { bytes: ride, fileName: 'ride.fit' }]);
    expect(byName.code).toBe('cycling');
    expect(hillsErrorMessage(byName, 'fr')).toBe('ride.fit est une sortie à vélo, pas une course à pied : importez des activités courues.');
    const fast = runGpx(syntheticHillRun({ seed: 4, lengthM: 8_000, flatMps: 9, maxGrade: 0.03 }));
    expect(refusal([...good.slice(0, 2), { bytes: fast, fileName: 'commute.gpx' }]).code).toBe('cycling');
  });

  it('a run with too little steady running (a long stop)', () => {
    const points = syntheticHillRun({ seed: 4, lengthM: 600, flatMps: 3, stopS: 1200 });
    const error = refusal([...good.slice(0, 2), { bytes: runFit(points, { sport: 'running' }), fileName: 'cafe.fit' }]);
    expect(error.code).toBe('runUnusable');
    expect(hillsErrorMessage(error, 'en')).toMatch(
      /^cafe\.fit has too little steady running \(\d usable stretches of 150 m; at least 10 needed\)\.$/,
    );
  });

  it('a damaged FIT file, with the courses module’s reason', () => {
    const bytes = good[2]!.bytes.slice();
    bytes[bytes.length - 1]! ^= 0xff;
    const error = refusal([...good.slice(0, 2), { bytes, fileName: 'broken.fit' }]);
    expect(error.code).toBe('unreadable');
    expect(hillsErrorMessage(error, 'en')).toMatch(/^broken\.fit could not be read: .+/);
    expect(hillsErrorMessage(error, 'en')).not.toMatch(/[{}]/);
  });

  it('says every refusal in four languages, every parameter filled', () => {
    const params = { min: 3, max: 30, count: 2, file: 'run.fit', segments: 4, metres: 150, cause: 'fitDamaged' };
    for (const code of HILLS_ERROR_CODES) {
      const messages = LOCALES.map((locale) => hillsErrorMessage({ name: 'HillsError', code, params } as unknown as HillsError, locale)!);
      for (const message of messages) expect(message, `${code}: ${message}`).not.toMatch(/[{}]/);
      expect(new Set(messages).size, code).toBe(4);
    }
    expect(hillsErrorMessage(new Error('bug'), 'en')).toBeNull();
  });
});
