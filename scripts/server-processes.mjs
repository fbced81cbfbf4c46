// How many server processes `npm start` runs, and the cluster that runs them (docs/operations.md, "Server processes").
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';

/** How long the servers have to stop after SIGINT/SIGTERM (a container gets about 10 s before it is killed). */
const STOP_GRACE_MS = 15_000;

/**
 * One process per core on PostgreSQL (`WEB_CONCURRENCY` says otherwise); one on the embedded database, which only one
 * process may open. A request is CPU work in Node (HTTP, tokens, validation, rendering): one process uses one core.
 */
export function serverProcessCount(env = process.env) {
  if (!env.DATABASE_URL) return 1;
  const asked = Number.parseInt(env.WEB_CONCURRENCY ?? '', 10);
  return Number.isInteger(asked) && asked > 0 ? asked : availableParallelism();
}

/**
 * The connections to PostgreSQL the server processes share when `DATABASE_POOL_SIZE` (per process) does not say. At 50
 * stands selling at once on two cores, two processes with 10 connections each sold 321 sales per second, and with 5
 * each 442 (bench/sale-stands.ts): more connections than the cores can run only queue in the database, behind the
 * organisation's journal head.
 */
const SHARED_CONNECTIONS = 10;

/** Each server process's pool: DATABASE_POOL_SIZE, else its share of SHARED_CONNECTIONS (at least 2). */
export function poolSizePerProcess(count, env = process.env) {
  return env.DATABASE_POOL_SIZE || String(Math.max(2, Math.ceil(SHARED_CONNECTIONS / count)));
}

/**
 * The primary process of the cluster: the first server (the leader) migrates the database, seeds the demo and runs
 * the jobs; the others (followers) start once it is ready (instrumentation.ts says so: Next listens before), sharing
 * its port. A server that stops unexpectedly is started again in its role; one that fails before it is ready stops
 * everything (the start is broken, not the server).
 * SIGINT and SIGTERM stop the servers, then the primary.
 */
export function runCluster(count) {
  let stopping = false;
  const roles = new Map();
  const ready = new Set();
  const fork = (role, onReady = () => {}) => {
    const worker = cluster.fork({ MERCH_SERVER_ROLE: role, DATABASE_POOL_SIZE: poolSizePerProcess(count) });
    roles.set(worker.id, role);
    worker.on('message', (message) => {
      if (message?.merchServer !== 'ready' || ready.has(worker.id)) return;
      ready.add(worker.id);
      // The leader printed the start notes; a follower says when it serves too (until then the leader answers alone).
      if (role === 'follower') console.log(`A server process (follower) is ready: ${ready.size} of ${count} serving.`);
      onReady();
    });
  };
  fork('leader', () => {
    for (let index = 1; index < count; index += 1) fork('follower');
  });
  cluster.on('exit', (worker, code, signal) => {
    const role = roles.get(worker.id);
    roles.delete(worker.id);
    const wasReady = ready.delete(worker.id);
    if (stopping) {
      if (!roles.size) process.exit(0);
      return;
    }
    if (!wasReady) {
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill('SIGTERM');
      process.exitCode = code || 1;
      if (!roles.size) process.exit(process.exitCode);
      return;
    }
    console.error(`A server process (${role}) stopped (${signal ?? `exit code ${code}`}): starting another.`);
    fork(role);
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      if (!roles.size) process.exit(0);
      // Each server answers what it holds and stops its jobs; one still there after that is ended.
      setTimeout(() => {
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      }, STOP_GRACE_MS).unref();
    });
  }
}
