import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { onCores } from './cpu-pinning';

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

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * `npm start` as production runs it (scripts/start.mjs) on PostgreSQL, with `processes` server processes
 * (WEB_CONCURRENCY, docs/operations.md "Server processes"), as a child process on a free port, no jobs, with the
 * sandbox payment provider as the in-process server has it. It reads the environment runBench set (the build folder,
 * the token secret, no demo seed) and `env`. Resolves once every process is up.
 */
export async function startNpmStart(databaseUrl: string, processes: number, env: Record<string, string> = {}, cores?: number): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  // `cores`: the server's processes run on the machine's first cores only (cpu-pinning.ts).
  const [command, args] = onCores(cores, process.execPath, ['scripts/start.mjs']);
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PAYMENTS_SANDBOX: '1', ...env, DATABASE_URL: databaseUrl, WEB_CONCURRENCY: String(processes), PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', JOBS_DISABLED: '1', NEXTAUTH_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  // Every process up: the followers start once the leader is ready, and each says nothing; give them the time to.
  for (let waited = 0; !output.includes('ready on'); waited += 1) {
    if (child.exitCode !== null || waited > 600) {
      await stop();
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, processes > 1 ? 8000 : 2000));
  return { baseUrl: `http://127.0.0.1:${port}`, stop };
}

export interface BenchServer {
  baseUrl: string;
  /** Server processes; 0: the production build served in this process, where a bench's own taps see it. */
  processes: number;
  /** How it is served, for the bench's headline. */
  how: string;
}

/**
 * The server a benchmark measures: on PostgreSQL, `npm start` with BENCH_PROCESSES server processes (default one per
 * core, as production runs it); on PGlite, which one process only may open, or with BENCH_PROCESSES=0, the production
 * build in this process (startBenchServer). Stopped at the end of the run.
 */
export async function serveForBench(run: BenchRun, databaseUrl: URL | undefined, env: Record<string, string> = {}): Promise<BenchServer> {
  const processes = databaseUrl ? Number(process.env.BENCH_PROCESSES ?? availableParallelism()) : 0;
  if (processes > 0) {
    const server = await startNpmStart(databaseUrl!.toString(), processes, env);
    run.defer(server.stop);
    return { baseUrl: server.baseUrl, processes, how: `\`npm start\` with ${processes} server process${processes > 1 ? 'es' : ''} (WEB_CONCURRENCY) on ${availableParallelism()} cores` };
  }
  Object.assign(process.env, env);
  const server = await startBenchServer();
  run.defer(server.close);
  return { baseUrl: server.baseUrl, processes: 0, how: `the production build served in this process (1 server process) on ${availableParallelism()} cores` };
}

/**
 * The benchmark's own file run again in a worker thread (where `isMainThread` is false), so that the load it sends
 * does not share the server's event loop. Workers do not inherit tsx's loader: the file comes through its require hook.
 */
export function benchWorker(filename: string, workerData: unknown): Worker {
  return new Worker(`require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(filename)});`, { eval: true, workerData });
}
