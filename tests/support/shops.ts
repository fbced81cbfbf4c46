import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ShopView } from '@/features/shops/types';
import type { Db } from '@/lib/db';
import { billableEvents, paymentAccounts } from '@/lib/db/schema';
import type { TestApp } from './test-app';
import type { Signed } from './tours';

/** POST /v1/shops. */
export function postShop(app: TestApp, token: string | undefined, eventId: unknown) {
  return app.api('/v1/shops', { method: 'POST', token, body: { eventId } });
}

/** The event's shop, made through the API. */
export async function createShop(app: TestApp, manager: Signed, eventId: string): Promise<ShopView> {
  const answer = await postShop(app, manager.token, eventId);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** PUT /v1/shops/{id}/open or /close. */
export function putShop(app: TestApp, token: string | undefined, id: string, action: 'open' | 'close') {
  return app.api(`/v1/shops/${id}/${action}`, { method: 'PUT', token });
}

export function patchShop(app: TestApp, token: string | undefined, id: string, body: unknown) {
  return app.api(`/v1/shops/${id}`, { method: 'PATCH', token, body });
}

/** The organisation's payout account at the given provider, as the provider's onboarding would leave it. */
export async function givePaymentAccount(db: Db, clientId: string, status: 'pending' | 'enabled' = 'enabled', provider = 'sandbox') {
  await db.insert(paymentAccounts).values({ clientId, provider, providerAccountId: `acct_test_${clientId.slice(0, 8)}_${provider}`, status });
}

export async function feeRowsOf(db: Db, shopId: string) {
  return db.select().from(billableEvents).where(eq(billableEvents.shopId, shopId));
}
