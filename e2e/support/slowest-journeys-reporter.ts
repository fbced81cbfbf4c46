import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many journeys the end of a run lists. */
const SHOWN = 10;

/** Prints the slowest journeys once the run ends (issue #23: CI's time is measured before it is cut). */
export default class SlowestJourneysReporter implements Reporter {
  private readonly durations: { title: string; seconds: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    this.durations.push({ title: `${test.location.file.split('/e2e/').pop()}:${test.location.line} ${test.title}`, seconds: result.duration / 1000 });
  }

  onEnd() {
    const rows = this.durations.sort((a, b) => b.seconds - a.seconds).slice(0, SHOWN);
    if (!rows.length) return;
    console.log(`\nThe ${rows.length} slowest journeys:`);
    for (const row of rows) console.log(`  ${row.seconds.toFixed(1).padStart(6)} s  ${row.title.slice(0, 140)}`);
  }
}
