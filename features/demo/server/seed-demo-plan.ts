import { subscribe } from '@/features/subscriptions/server/subscribe';
import { readEntitlements } from '@/features/subscriptions/server/entitlements';
import { settleSandboxCheckout } from '@/features/subscriptions/server/settle-sandbox-checkout';
import type { Db } from '@/lib/db';
import { publicOrigin } from '@/lib/http/request-info';
import { getBillingProvider } from '@/lib/payments';
import { demoActor } from './seed-demo-sales';

/** The plan the demo organisation holds (the README says so): every self-serve feature, zones and shops included. */
export const DEMO_PLAN = 'advanced';

/**
 * The demo organisation buys its plan as a manager would, through the real checkout, paid on the sandbox. Skipped when
 * it holds a plan already (a later start), or when a real billing provider is configured (nothing is bought for real).
 */
export async function seedDemoPlan(db: Db, demoClientId: string): Promise<void> {
  if (getBillingProvider().name !== 'sandbox') return;
  const current = await readEntitlements(demoClientId, new Date(), db);
  if (current.subscription && current.subscription.status !== 'trialing') return;
  const manager = await demoActor(db, 'manager@demo.test', 'client', demoClientId);
  if (!manager) return;
  const { subscription } = await subscribe(manager, demoClientId, { plan: DEMO_PLAN }, publicOrigin({ headers: {} }));
  await settleSandboxCheckout(manager, subscription.id, 'paid');
}
