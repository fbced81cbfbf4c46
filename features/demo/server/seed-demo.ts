import type { Db } from '@/lib/db';
import { seedDemoAccounts } from '@/features/auth/server/seed-demo-accounts';
import { seedDemoClosing } from './seed-demo-closing';
import { seedDemoPlan } from './seed-demo-plan';
import { seedDemoSales } from './seed-demo-sales';
import { seedDemoShop } from './seed-demo-shop';
import { seedDemoStock } from './seed-demo-stock';
import { seedDemoTour } from './seed-demo-tour';

/** The demo data every domain adds to, in dependency order. Idempotent. */
export async function seedDemo(db: Db): Promise<void> {
  const { clientId } = await seedDemoAccounts(db);
  await seedDemoPlan(db, clientId);
  await seedDemoTour(db, clientId);
  await seedDemoStock(db, clientId);
  await seedDemoSales(db, clientId);
  await seedDemoClosing(db, clientId);
  await seedDemoShop(db, clientId);
}

/**
 * Seeds unless told not to: SEED_DEMO=1 forces it, SEED_DEMO=0 prevents it, and by default a real production
 * deployment (NODE_ENV=production with DATABASE_URL) is never seeded.
 */
export function shouldSeedDemo(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.SEED_DEMO === '1') return true;
  if (env.SEED_DEMO === '0') return false;
  return !(env.NODE_ENV === 'production' && env.DATABASE_URL);
}
