// `npm start`: builds when the build is missing or older than the sources, then serves the app: one process on the
// embedded database, one per core on PostgreSQL (WEB_CONCURRENCY; scripts/server-processes.mjs).
// The database is opened, migrated and seeded by instrumentation.ts as the server starts.
import cluster from 'node:cluster';
import { buildIfStale, root } from './build-if-stale.mjs';
import { startServer } from './server.mjs';
import { runCluster, serverProcessCount } from './server-processes.mjs';

const processes = serverProcessCount();

if (cluster.isPrimary) {
  try {
    buildIfStale();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

if (cluster.isPrimary && processes > 1) {
  runCluster(processes);
} else {
  const port = Number(process.env.PORT ?? 3000);
  const hostname = process.env.HOST ?? '0.0.0.0';
  // A follower says nothing: the leader's banner speaks for the servers.
  await startServer({ dir: root, port, hostname, quiet: process.env.MERCH_SERVER_ROLE === 'follower', processes });
}
