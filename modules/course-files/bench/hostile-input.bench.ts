/**
 * Issue 15, point 1: course parsers under long runs of blanks, commas and digits (GPX, KML, KMZ,
 * timestamps; the search query's bench is the courses module's). For each size, the slowest run shape; doubling the size should
 * about double the time (linear), never quadruple it. Budgets: a 200 K run placed in all 7 document shapes
 * (16 copies, 3.2 MB of text) under 500 ms,
 * a 10 MB KML of blanks under 2 s (the old reader froze the server past SIGTERM on it).
 */
import { benchHostile } from '../../../src/lib/hostile-runs.ts';
import { buildCourseProfile } from '../index.ts';
import { hostileDocuments } from './hostile-documents.ts';

export default async function bench(): Promise<void> {
  const files = benchHostile('course files (GPX, KML, KMZ: every document shape)', (text) => {
    for (const doc of hostileDocuments(text)) {
      try {
        buildCourseProfile(doc.bytes, doc.fileName);
      } catch {
        // refused: fine
      }
    }
  });
  console.log(`  budget: 200 K chars in all 7 document shapes (3.2 MB) < 500 ms → ${files < 500 ? 'ok' : 'OVER'}`);
  const blanks = new TextEncoder().encode(
    `<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><LineString><coordinates>13.3,52.5${' '.repeat(10 * 1024 * 1024)}13.31,52.5</coordinates></LineString></Placemark></kml>`,
  );
  const start = performance.now();
  try {
    buildCourseProfile(blanks, 'blanks.kml');
  } catch {
    // refused: fine
  }
  const big = performance.now() - start;
  console.log(`10 MB KML of blanks between two points: ${big.toFixed(0)} ms (budget < 2000 ms → ${big < 2000 ? 'ok' : 'OVER'})`);
}
