/**
 * Issue 15, point 1: the predictor's query (every field, and the raw query string) and the time
 * parser under long runs of blanks, commas and digits. Linear growth expected; budget: 200 K
 * chars in every query shape under 50 ms.
 */
import { benchHostile } from '../../../src/lib/hostile-runs.ts';
import { parseDuration } from '../../../src/lib/time-format.ts';
import { parsePredictorQuery } from '../services/predictor-query.ts';
import { hostileQueries } from './hostile-queries.ts';

export default async function bench(): Promise<void> {
  const query = benchHostile('predictor query (each field and the raw string)', (text) => {
    for (const q of hostileQueries(text)) parsePredictorQuery(q);
  });
  console.log(`  budget: 200 K chars < 50 ms → ${query < 50 ? 'ok' : 'OVER'}`);
  const time = benchHostile('time parsing (H:MM:SS)', (text) => void parseDuration(text));
  console.log(`  budget: 200 K chars < 5 ms → ${time < 5 ? 'ok' : 'OVER'}`);
}
