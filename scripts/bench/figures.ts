/**
 * A figure a bench hands back to `npm run bench` for the summary table printed at the end of the
 * run: its value, the target it is read against, and whether the target is met. Informational
 * only: the bench never fails on a figure. Module benches return objects of this shape (the type
 * is structural; they need not import it).
 */
import { loadavg } from 'node:os';

export interface Figure {
  /** What is measured, e.g. 'home (/en) throughput / static'. */
  name: string;
  /** The measured value as printed, e.g. '34 %'. */
  value: string;
  /** The target, e.g. '≥ 50 %'. */
  target: string;
  /** Met, missed, or null when there is no target to compare with. */
  met: boolean | null;
}

/** The 1, 5 and 15 minute load averages, e.g. 'load 14.2 / 13.9 / 12.1 on 2 cores'. */
export function loadText(cores: number): string {
  return `load ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')} on ${cores} cores`;
}

export const percent = (ratio: number) => `${(100 * ratio).toFixed(1)} %`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the figures as a table: figure, value, target, met. */
export function printSummary(figures: readonly Figure[]): void {
  if (figures.length === 0) return;
  const rows = figures.map((f) => [f.name, f.value, f.target, f.met === null ? '—' : f.met ? 'yes' : 'NO']);
  const header = ['figure', 'measured', 'target', 'met'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 1 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}
