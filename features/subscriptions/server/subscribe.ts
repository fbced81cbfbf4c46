import { desc, eq } from 'drizzle-orm';
import type { SelfServePlan } from '@/features/entitlements/plans';
import { grantsAccess } from '@/features/entitlements/server/entitlements';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Tx } from '@/lib/db';
import { clients, subscriptions, type ClientRow, type SubscriptionRow } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { getBillingProvider } from '@/lib/payments';
import type { SubscribeInput } from '../schemas';
import type { SubscriptionView } from '../types';
import { billingPrice } from './billing-price';
import { toSubscriptionView } from './subscription-view';

export interface CheckoutStarted {
  subscription: SubscriptionView;
  /** Where the manager pays the first month: the provider's checkout, or the sandbox's page. */
  checkoutUrl: string;
}

const addressFields = ['addressLine1', 'postcode', 'city', 'country'] as const satisfies readonly (keyof ClientRow)[];

/** ADDRESS_INCOMPLETE names what is missing: an invoice needs the organisation's full address (spec §8). */
function assertAddressComplete(client: ClientRow): void {
  const missing = addressFields.filter((field) => !client[field]?.trim());
  if (missing.length) throw new AppError('ADDRESS_INCOMPLETE', { fields: missing });
}

/**
 * Under the organisation's row lock (held until the checkout is opened), so that two clicks or two tabs make one
 * checkout: refuses a second paid
 * subscription (SUBSCRIPTION_ALREADY_RUNNING: changing plan is PATCH), gives back the checkout already open for the
 * same plan, and gives up one open for another plan.
 */
async function openCheckout(tx: Tx, clientId: string, plan: SelfServePlan, provider: string, userId: string) {
  const [client] = await tx.select().from(clients).where(eq(clients.id, clientId)).for('update');
  if (!client) throw new AppError('NOT_FOUND');
  const rows = await tx.select().from(subscriptions).where(eq(subscriptions.clientId, clientId)).orderBy(desc(subscriptions.createdAt));
  // A trial is no subscription running: buying a plan ends it. A plan the platform granted is one.
  if (rows.some((row) => (row.status === 'active' || row.status === 'past_due') && grantsAccess(row, new Date()))) throw new AppError('SUBSCRIPTION_ALREADY_RUNNING');
  assertAddressComplete(client);
  const open = rows.find((row) => row.status === 'incomplete' && row.provider === provider);
  if (open?.plan === plan && open.checkoutUrl) return { client, row: open, reused: true };
  if (open) await tx.update(subscriptions).set({ status: 'expired', updatedAt: new Date() }).where(eq(subscriptions.id, open.id));
  const customerId = rows.find((row) => row.provider === provider && row.providerCustomerId)?.providerCustomerId ?? null;
  const [row] = await tx.insert(subscriptions).values({ clientId, plan, status: 'incomplete', provider, providerCustomerId: customerId, createdBy: userId }).returning();
  return { client, row: row!, reused: false };
}

/**
 * POST /v1/clients/{id}/subscriptions: a manager buys a plan for their organisation, paying the first month by
 * checkout. The provider is asked under the organisation's lock, so a double click waits for the first checkout and
 * gets it back; when the provider refuses, the transaction is rolled back and nothing is recorded.
 */
export async function subscribe(actor: Actor, clientId: string, input: SubscribeInput, origin: string): Promise<CheckoutStarted> {
  if (actor.role !== 'client' || actor.clientId !== clientId) throw new AppError('NOT_FOUND');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { client, row, reused } = await openCheckout(tx, clientId, input.plan, getBillingProvider().name, actor.userId);
    if (reused) return { subscription: toSubscriptionView(row), checkoutUrl: row.checkoutUrl! };
    return checkoutAtProvider(tx, client, row, input.plan, origin);
  });
}

/** The provider's idempotency keys are our ids, so a retried request makes nothing twice there either. */
async function checkoutAtProvider(tx: Tx, client: ClientRow, row: SubscriptionRow, plan: SelfServePlan, origin: string): Promise<CheckoutStarted> {
  const provider = getBillingProvider();
  const clientId = client.id;
  const customerId =
    row.providerCustomerId ??
    (
      await provider.createBillingCustomer({
        clientId,
        name: client.name,
        email: client.email,
        address: { line1: client.addressLine1!, line2: client.addressLine2, postalCode: client.postcode!, city: client.city!, country: client.country! },
      })
    ).customerId;
  const page = `${origin}/dashboard/subscription`;
  const { redirectUrl } = await provider.startSubscriptionCheckout({
    subscriptionId: row.id,
    clientId,
    customerId,
    price: billingPrice(plan),
    successUrl: `${page}?checkout=success`,
    cancelUrl: `${page}?checkout=canceled`,
    sandboxPageUrl: `${origin}/dashboard/subscription/checkout/${row.id}`,
  });
  const [updated] = await tx
    .update(subscriptions)
    .set({ providerCustomerId: customerId, checkoutUrl: redirectUrl, updatedAt: new Date() })
    .where(eq(subscriptions.id, row.id))
    .returning();
  return { subscription: toSubscriptionView(updated!), checkoutUrl: redirectUrl };
}
