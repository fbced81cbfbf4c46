import type { Reporter, TestModule } from 'vitest/node';

/** How many files the end of a run lists: where CI's time goes, to look at before adding more. */
const SHOWN = 10;

/**
 * Prints the slowest test files of the run, per project, once it ends (issue #23: CI's time is measured before it is
 * cut). A file's duration is its own run in its worker, set-up included.
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const rows = testModules
      .map((module) => ({ file: module.relativeModuleId, project: module.project.name, seconds: module.diagnostic().duration / 1000 }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SHOWN);
    if (!rows.length) return;
    console.log(`\nThe ${rows.length} slowest test files:`);
    for (const row of rows) console.log(`  ${row.seconds.toFixed(1).padStart(6)} s  ${row.project.padEnd(20)} ${row.file}`);
  }
}
