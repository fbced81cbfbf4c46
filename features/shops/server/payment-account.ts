import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { clients, paymentAccounts } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { getPaymentProvider } from '@/lib/payments';
import type { PaymentAccountQuery } from '../schemas';
import type { PaymentAccountView } from '../types';
import { callProvider, findPaymentAccount, refreshPaymentAccount, toPaymentAccountView } from './payout-account';
import { requireShopWriter } from './shop-access';

/** The organisation a manager acts for; a platform admin has none and must name a shop. */
function ownClientId(actor: Actor): string {
  if (actor.role !== 'client' || !actor.clientId) throw new AppError('VALIDATION_ERRORS', { fields: ['shopId'] });
  return actor.clientId;
}

/**
 * GET /v1/clients/payment-account?shopId=: the payout account of the shop's organiser, for the tour's writers (a
 * viewer FORBIDDEN, a seller or another tenant SHOP_NOT_FOUND); without shopId, the caller's own organisation's.
 * No account at the configured provider: NOT_CREATED. A pending account is checked again with the provider.
 */
export async function getPaymentAccount(actor: Actor, query: PaymentAccountQuery): Promise<PaymentAccountView> {
  const clientId = query.shopId ? (await requireShopWriter(actor, query.shopId)).shop.clientId : ownClientId(actor);
  const db = await getDb();
  const row = await findPaymentAccount(db, clientId);
  if (!row) throw new AppError('NOT_CREATED');
  return toPaymentAccountView(await refreshPaymentAccount(db, row));
}

/**
 * POST /v1/clients/payment-account: a manager makes their organisation's payout account at the provider (one per
 * provider: ALREADY_CREATED after that). The provider call carries the client id as its idempotency key, so a retry
 * after a lost answer gets the same account; two concurrent requests end with one row (the unique index), the
 * other answering ALREADY_CREATED.
 */
export async function createPaymentAccount(actor: Actor): Promise<PaymentAccountView> {
  const clientId = ownClientId(actor);
  const db = await getDb();
  if (await findPaymentAccount(db, clientId)) throw new AppError('ALREADY_CREATED');
  const [client] = await db.select({ email: clients.email, country: clients.country }).from(clients).where(eq(clients.id, clientId));
  const provider = getPaymentProvider();
  const state = await callProvider('createConnectedAccount', () => provider.createConnectedAccount({ clientId, email: client?.email ?? null, country: client?.country ?? 'FR' }));
  if (!state.providerAccountId) throw new AppError('NO_ACCOUNT_ID');
  const [row] = await db
    .insert(paymentAccounts)
    .values({ clientId, provider: provider.name, providerAccountId: state.providerAccountId, status: state.canReceivePayments ? 'enabled' : 'pending' })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('ALREADY_CREATED');
  return toPaymentAccountView(row);
}

/**
 * POST /v1/clients/payment-account/link: where the manager finishes the provider's onboarding, coming back to the
 * dashboard (the payment settings screen comes with the shop's screens). NOT_CREATED without an account;
 * ALREADY_LINKED once it can receive payments.
 */
export async function createPaymentAccountLink(actor: Actor, origin: string): Promise<{ url: string }> {
  const clientId = ownClientId(actor);
  const db = await getDb();
  const row = await findPaymentAccount(db, clientId);
  if (!row) throw new AppError('NOT_CREATED');
  if ((await refreshPaymentAccount(db, row)).status === 'enabled') throw new AppError('ALREADY_LINKED');
  const provider = getPaymentProvider();
  const back = `${origin}/dashboard`;
  return callProvider('createOnboardingLink', () => provider.createOnboardingLink({ providerAccountId: row.providerAccountId, returnUrl: `${back}?paymentAccount=done`, refreshUrl: `${back}?paymentAccount=expired` }));
}
