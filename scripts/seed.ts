// `npm run db:seed`: seeds the demo data into the configured database (DATABASE_URL, else the embedded one
// under DATA_DIR). The embedded database must not be in use by a running server: its lock says so.
import { seedDemo } from '../features/demo/server/seed-demo';
import { closeDatabase, getDb } from '../lib/db';

async function main() {
  await seedDemo(await getDb());
  await closeDatabase();
  console.log('Demo data seeded.');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
