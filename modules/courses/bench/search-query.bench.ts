/** Issue 15, point 1: the course search query under long runs of blanks, commas and digits (linear, like the course files'). */
import { benchHostile } from '../../../src/lib/hostile-runs.ts';
import { searchTsQuery } from '../services/course-text.ts';

export default async function bench(): Promise<void> {
  const search = benchHostile('course search query', (text) => void searchTsQuery(text));
  console.log(`  budget: 200 K chars < 20 ms → ${search < 20 ? 'ok' : 'OVER'}`);
}
