// The arithmetic and the printing every benchmark shares: timings, percentiles over latencies, and a Markdown table.
import { performance } from 'node:perf_hooks';

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const mean = (values: number[]) => (values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : NaN);
export const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : 'n/a');
/** The last column of a table: the aim met, missed, or not measured on this engine. */
export const verdict = (ok: boolean | null) => (ok === null ? 'n/a' : ok ? 'pass' : 'MISS');
/** `{ '201': 100, '409 NOT_ENOUGH…': 900 }` as "100 × 201, 900 × 409 NOT_ENOUGH…". */
export const describe = (outcomes: Record<string, number>) =>
  Object.entries(outcomes)
    .map(([outcome, count]) => `${count} × ${outcome}`)
    .join(', ');

export function tally(outcomes: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return counts;
}

/** A Markdown table, so that the figures paste as they are into the issue note. `right`: columns of numbers. */
export function printTable(header: string[], rows: string[][], right: number[] = []): void {
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map((_, column) => (right.includes(column) ? '---:' : '---')).join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

/** Runs `work`, adding its duration in ms to `samples`. */
export async function timed<T>(samples: number[], work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  samples.push(performance.now() - start);
  return result;
}
