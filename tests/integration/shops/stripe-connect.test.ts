import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, feeRowsOf, patchShop, putShop } from '../../support/shops';
import { startStripeStandIn, useStripe, type StripeStandIn } from '../../support/stripe-stand-in';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createManager, createTourWithEvent } from '../../support/tours';

// The real Stripe Connect adapter against a Stripe stand-in on loopback (no network here): the Express account it
// makes, the onboarding link, and a shop that opens only once Stripe says the account can take charges.
let stripe: StripeStandIn;
let stopStripe: () => void;
let app: TestApp;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  stopStripe = useStripe(stripe);
  app = await startTestApp();
});
afterAll(async () => {
  stopStripe();
  await app.close();
  await stripe.close();
});

describe('payout accounts through Stripe Connect Express', () => {
  it('makes an Express account keyed by the client, links to its onboarding, and opens the shop once charges are enabled', async () => {
    const { manager, event, stand } = await createTourWithEvent(app.db);
    const shop = await createShop(app, manager, event.id);
    await patchShop(app, manager.token, shop.id, { collectionStandIds: [stand.id] });

    const created = await app.api('/v1/clients/payment-account', { method: 'POST', token: manager.token });
    expect(created).toMatchObject({ status: 201, body: { provider: 'stripe', providerAccountId: expect.stringMatching(/^acct_test_/), status: 'pending', canReceivePayments: false } });
    const request = stripe.seen.find((call) => call.path === '/v1/accounts')!;
    expect(request.body.get('type')).toBe('express');
    expect(request.body.get('metadata[clientId]')).toBe(manager.user.clientId);
    expect(request.idempotencyKey).toBe(`acct-${manager.user.clientId}`);

    const link = await app.api('/v1/clients/payment-account/link', { method: 'POST', token: manager.token });
    expect(link).toMatchObject({ status: 200, body: { url: `https://connect.stripe.test/setup/${created.body.providerAccountId}` } });
    const linkRequest = stripe.seen.find((call) => call.path === '/v1/account_links')!;
    expect(linkRequest.body.get('type')).toBe('account_onboarding');
    expect(linkRequest.body.get('return_url')).toMatch(/\/dashboard\?paymentAccount=done$/);

    // Onboarding not finished: the shop cannot take orders.
    expect(await putShop(app, manager.token, shop.id, 'open')).toMatchObject({ status: 409, body: { errorCode: 'NOT_LINKED' } });
    expect(await feeRowsOf(app.db, shop.id)).toHaveLength(0);

    stripe.chargesEnabled.set(created.body.providerAccountId, true);
    expect(await app.api(`/v1/clients/payment-account?shopId=${shop.id}`, { token: manager.token })).toMatchObject({ status: 200, body: { status: 'enabled', canReceivePayments: true } });
    expect(await app.api('/v1/clients/payment-account/link', { method: 'POST', token: manager.token })).toMatchObject({ status: 409, body: { errorCode: 'ALREADY_LINKED' } });
    expect(await putShop(app, manager.token, shop.id, 'open')).toMatchObject({ status: 200, body: { status: 'opened' } });
    expect(await feeRowsOf(app.db, shop.id)).toHaveLength(1);
  });

  it('answers PAYMENT_PROVIDER_ERROR (502) when Stripe cannot say how the account stands', async () => {
    const manager = await createManager(app.db);
    await app.api('/v1/clients/payment-account', { method: 'POST', token: manager.token });
    stripe.refusing.add('accounts');
    try {
      expect(await app.api('/v1/clients/payment-account', { token: manager.token })).toMatchObject({ status: 502, body: { errorCode: 'PAYMENT_PROVIDER_ERROR' } });
    } finally {
      stripe.refusing.delete('accounts');
    }
  });
});
