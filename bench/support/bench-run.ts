import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

const root = path.resolve(__dirname, '../..');

export interface BenchRun {
  /** A temporary folder (the server's DATA_DIR), removed at the end. */
  scratch: string;
  /** A step for the end of the run, done in reverse order, whether the run passed, failed or was interrupted. */
  defer(step: () => Promise<unknown>): void;
}

/**
 * Runs a benchmark's body with the environment the in-process server reads (its own build folder, a token secret,
 * no demo seed, files in a temporary folder), after building the app if the build is stale (before any database is
 * made), cleans up after it (also on Ctrl-C), and exits: 1 when the body threw or set process.exitCode. Next keeps
 * timers of its own, so the process is ended once everything is closed.
 */
export function runBench(name: string, body: (run: BenchRun) => Promise<void>): void {
  process.env.NEXT_DIST_DIR ??= '.next-bench';
  process.env.NEXTAUTH_SECRET ??= 'bench-secret-bench-secret-bench-secret-bench';
  process.env.SEED_DEMO = '0';
  const scratch = mkdtempSync(path.join(tmpdir(), `${name}-files-`));
  process.env.DATA_DIR = scratch;
  const steps: (() => Promise<unknown>)[] = [async () => rmSync(scratch, { recursive: true, force: true })];
  const cleanUp = async () => {
    for (const step of steps.reverse().splice(0)) await step().catch((error: unknown) => console.error('cleanup:', error));
  };
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  Promise.resolve()
    .then(async () => {
      await buildIfStale();
      await body({ scratch, defer: (step) => steps.push(step) });
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => cleanUp())
    .finally(() => process.exit());
}

/** Builds the app into NEXT_DIST_DIR when the sources are newer than the build (scripts/build-if-stale.mjs). */
async function buildIfStale(): Promise<void> {
  // @ts-expect-error: plain ES module script without types
  const { buildIfStale: build } = (await import('../../scripts/build-if-stale.mjs')) as { buildIfStale: () => void };
  build();
}

/**
 * The production build (built first when the sources are newer, into NEXT_DIST_DIR) served by the app's own server
 * (scripts/server.mjs) in this process, on a free port, with the database installed by installDatabase().
 */
export async function startBenchServer(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  await buildIfStale();
  // @ts-expect-error: plain ES module script without types
  const { startServer } = (await import('../../scripts/server.mjs')) as { startServer: (o: object) => Promise<{ url: string; close(): Promise<void> }> };
  const server = await startServer({ dir: root, port: 0, hostname: '127.0.0.1', quiet: true });
  return { baseUrl: server.url.replace('localhost', '127.0.0.1'), close: () => server.close() };
}

/**
 * The benchmark's own file run again in a worker thread (where `isMainThread` is false), so that the load it sends
 * does not share the server's event loop. Workers do not inherit tsx's loader: the file comes through its require hook.
 */
export function benchWorker(filename: string, workerData: unknown): Worker {
  return new Worker(`require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(filename)});`, { eval: true, workerData });
}
