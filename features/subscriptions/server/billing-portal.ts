import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { subscriptions } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { getBillingProvider } from '@/lib/payments';

/**
 * POST /v1/clients/{id}/billing-portal: the provider's customer portal (payment method, the provider's receipts), for
 * the organisation's own managers. NO_CUSTOMER_ID until a first checkout made the organisation a customer.
 */
export async function openBillingPortal(actor: Actor, clientId: string, origin: string): Promise<{ url: string }> {
  if (actor.role !== 'client' || actor.clientId !== clientId) throw new AppError('NOT_FOUND');
  const provider = getBillingProvider();
  const db = await getDb();
  const [row] = await db
    .select({ customerId: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.clientId, clientId), eq(subscriptions.provider, provider.name), isNotNull(subscriptions.providerCustomerId)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  if (!row?.customerId) throw new AppError('NO_CUSTOMER_ID');
  return provider.createBillingPortal({ customerId: row.customerId, returnUrl: `${origin}/dashboard/subscription` });
}
