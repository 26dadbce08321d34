/**
 * Import files against their size: the time to read a file (papaparse for CSV, ical.js for
 * iCalendar) should grow in step with its length, hostile shapes included. Prints the time at
 * 1x, 2x and 4x a base size and the ratio per doubling (about 2 is linear, about 4 quadratic).
 */
import { median } from '../../../src/lib/sample-statistics.ts';
import { readEventFile } from '../services/event-file.ts';

const RUNS = 7;

function time(text: string): number {
  readEventFile(text);
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    readEventFile(text);
    samples.push(performance.now() - start);
  }
  return median(samples);
}

const CASES: Record<string, (n: number) => string> = {
  'valid CSV rows': (n) =>
    `name,date,city,country,distances\n${'Lake Run,2027-05-02,Potsdam,DE,10k;half\n'.repeat(Math.min(n / 40, 1990))}`,
  'one quoted CSV field of quotes': (n) => `name,date\n"${'"'.repeat(n)}`,
  'a CSV line of separators': (n) => `name,date\n${','.repeat(n)}`,
  'unclosed iCalendar blocks': (n) => `BEGIN:VCALENDAR\r\n${'BEGIN:VEVENT\r\n'.repeat(n / 14)}`,
  'endless iCalendar parameters': (n) =>
    `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY${';X=1'.repeat(n / 4)}:a\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
  'parameter lines under the cap': (n) =>
    `BEGIN:VCALENDAR\r\n${`BEGIN:VEVENT\r\nSUMMARY${';X=1'.repeat(2_400)}:a\r\nEND:VEVENT\r\n`.repeat(Math.max(1, Math.round(n / 9_650)))}END:VCALENDAR\r\n`,
  'folded iCalendar lines': (n) =>
    `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:a${'\r\n b'.repeat(n / 4)}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
  'quotes in iCalendar parameters': (n) =>
    `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY;X="${'"'.repeat(n)}:a\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
};

export default async function bench(): Promise<void> {
  const base = 256 * 1024;
  console.log(`readEventFile, median of ${RUNS} runs, at ${base / 1024} KB, x2, x4 (import cap: 2 MB)`);
  for (const [name, make] of Object.entries(CASES)) {
    const [a, b, c] = [1, 2, 4].map((k) => time(make(base * k)));
    console.log(
      `  ${name.padEnd(32)} ${a!.toFixed(1).padStart(7)} ms ${b!.toFixed(1).padStart(7)} ms ${c!.toFixed(1).padStart(7)} ms   per doubling x${Math.sqrt(c! / a!).toFixed(2)}`,
    );
  }
}
