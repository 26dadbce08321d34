import { hostileRuns } from './src/lib/hostile-runs.ts';
import { hostileDocuments } from './modules/courses/bench/hostile-documents.ts';
import { buildCourseProfile } from './modules/courses/index.ts';
for (const size of [100_000, 200_000, 400_000, 800_000]) {
  const run = hostileRuns(size).find((r) => r.name.startsWith('digits, colon'))!;
  for (const doc of hostileDocuments(run.text).slice(0, 2)) {
    const t = performance.now(); try { buildCourseProfile(doc.bytes, doc.fileName); } catch (e) { var msg = (e as Error).message; }
    console.log(size, doc.name, (performance.now() - t).toFixed(1), msg!.slice(0, 60));
  }
  const t = performance.now(); Date.parse(run.text); console.log('  Date.parse', (performance.now() - t).toFixed(1));
  const t2 = performance.now(); Number(run.text); console.log('  Number', (performance.now() - t2).toFixed(1));
}
