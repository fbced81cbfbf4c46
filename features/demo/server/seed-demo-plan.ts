import { grantPlan } from '@/features/subscriptions/server/grant-plan';
import { subscribe } from '@/features/subscriptions/server/subscribe';
import { readEntitlements } from '@/features/entitlements/server/entitlements';
import { settleSandboxCheckout } from '@/features/subscriptions/server/settle-sandbox-checkout';
import type { Db } from '@/lib/db';
import { publicOrigin } from '@/lib/http/request-info';
import { paymentsMode } from '@/lib/payments';
import { demoActor } from './seed-demo-sales';

/** The plan the demo organisation holds (the README says so): every self-serve feature, zones and shops included. */
export const DEMO_PLAN = 'advanced';

/**
 * The demo organisation buys its plan as a manager would, through the real checkout, paid on the sandbox: at each start
 * once the month bought earlier has ended (a sandbox subscription does not renew itself). Where the sandbox is not the
 * provider nothing is bought (never for real, and with payments off nothing can be): the demo admin grants the plan,
 * as the platform grants one sold on quote. Skipped while it holds a plan already.
 */
export async function seedDemoPlan(db: Db, demoClientId: string): Promise<void> {
  const current = await readEntitlements(demoClientId, new Date(), db);
  if (current.subscription && current.subscription.status !== 'trialing') return;
  if (paymentsMode() !== 'sandbox') {
    const admin = await demoActor(db, 'admin@demo.test', 'admin', null);
    if (admin) await grantPlan(admin, demoClientId, { plan: DEMO_PLAN });
    return;
  }
  const manager = await demoActor(db, 'manager@demo.test', 'client', demoClientId);
  if (!manager) return;
  const { subscription } = await subscribe(manager, demoClientId, { plan: DEMO_PLAN }, publicOrigin({ headers: {} }));
  await settleSandboxCheckout(manager, subscription.id, 'paid');
}
