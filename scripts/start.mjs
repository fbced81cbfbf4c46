// `npm start`: builds when the build is missing or older than the sources, then serves the app.
// The database is opened, migrated and seeded by instrumentation.ts as the server starts.
import { buildIfStale, root } from './build-if-stale.mjs';
import { startServer } from './server.mjs';

try {
  buildIfStale();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';
await startServer({ dir: root, port, hostname });
