import { and, eq } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { paymentAccounts } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { reportError } from '@/lib/monitoring/report-error';
import { getPaymentProvider, type PaymentProvider } from '@/lib/payments';
import type { PaymentAccountView } from '../types';

export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;

/** The organisation's account at the configured provider (an account made with another provider does not count). */
export async function findPaymentAccount(db: Executor, clientId: string, provider: PaymentProvider = getPaymentProvider()): Promise<PaymentAccountRow | null> {
  const [row] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.clientId, clientId), eq(paymentAccounts.provider, provider.name)));
  return row ?? null;
}

/** A provider call; a refusal or an unreachable provider is reported and answered PAYMENT_PROVIDER_ERROR (502). */
export async function callProvider<T>(operation: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await reportError(error, { operation });
    throw new AppError('PAYMENT_PROVIDER_ERROR');
  }
}

/**
 * A pending account asks the provider again whether onboarding is done (no webhook needed for the manager who comes
 * back from it); an enabled one stays enabled. Called outside any transaction: a network call never holds locks.
 */
export async function refreshPaymentAccount(db: Executor, row: PaymentAccountRow): Promise<PaymentAccountRow> {
  if (row.status === 'enabled') return row;
  const provider = getPaymentProvider();
  const state = await callProvider('readConnectedAccount', () => provider.readConnectedAccount(row.providerAccountId));
  if (!state.canReceivePayments) return row;
  const [updated] = await db.update(paymentAccounts).set({ status: 'enabled', updatedAt: new Date() }).where(eq(paymentAccounts.id, row.id)).returning();
  return updated ?? row;
}

/**
 * Whether the organisation's shops may take orders: NOT_CREATED without an account at the provider, NOT_LINKED while
 * the provider does not let it receive payments (onboarding not finished).
 */
export async function assertCanReceivePayments(db: Executor, clientId: string): Promise<PaymentAccountRow> {
  const row = await findPaymentAccount(db, clientId);
  if (!row) throw new AppError('NOT_CREATED');
  const current = await refreshPaymentAccount(db, row);
  if (current.status !== 'enabled') throw new AppError('NOT_LINKED');
  return current;
}

export function toPaymentAccountView(row: PaymentAccountRow): PaymentAccountView {
  return {
    clientId: row.clientId,
    provider: row.provider as PaymentAccountView['provider'],
    providerAccountId: row.providerAccountId,
    status: row.status,
    canReceivePayments: row.status === 'enabled',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
