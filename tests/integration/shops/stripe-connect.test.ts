import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop, feeRowsOf, patchShop, putShop } from '../../support/shops';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createManager, createTourWithEvent } from '../../support/tours';

// The real Stripe Connect adapter against a Stripe stand-in on loopback (no network here): the Express account it
// makes, the onboarding link, and a shop that opens only once Stripe says the account can take charges.
interface Seen {
  method: string;
  path: string;
  body: URLSearchParams;
  idempotencyKey: string | undefined;
}
const seen: Seen[] = [];
const chargesEnabled = new Map<string, boolean>();
let accounts = 0;
const stub = http.createServer((req, res) => {
  let text = '';
  req.on('data', (chunk) => (text += chunk)).on('end', () => {
    const body = new URLSearchParams(text);
    seen.push({ method: req.method!, path: req.url!, body, idempotencyKey: req.headers['idempotency-key'] as string | undefined });
    res.setHeader('Content-Type', 'application/json');
    const retrieved = /^\/v1\/accounts\/(acct_\w+)$/.exec(req.url ?? '');
    if (req.method === 'POST' && req.url === '/v1/accounts') {
      accounts += 1;
      const id = `acct_test_${accounts}`;
      chargesEnabled.set(id, false);
      res.end(JSON.stringify({ id, object: 'account', type: 'express', charges_enabled: false }));
    } else if (req.method === 'POST' && req.url === '/v1/account_links') {
      res.end(JSON.stringify({ object: 'account_link', url: `https://connect.stripe.test/setup/${body.get('account')}`, expires_at: 1 }));
    } else if (req.method === 'GET' && retrieved && chargesEnabled.has(retrieved[1]!)) {
      res.end(JSON.stringify({ id: retrieved[1], object: 'account', type: 'express', charges_enabled: chargesEnabled.get(retrieved[1]!) }));
    } else {
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { message: 'unknown', type: 'invalid_request_error' } }));
    }
  });
});

let app: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  process.env.STRIPE_SECRET_KEY = 'sk_test_loopback';
  process.env.STRIPE_API_BASE = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  app = await startTestApp();
});
afterAll(async () => {
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_API_BASE']) delete process.env[name];
  await app.close();
  stub.close();
});

describe('payout accounts through Stripe Connect Express', () => {
  it('makes an Express account keyed by the client, links to its onboarding, and opens the shop once charges are enabled', async () => {
    const { manager, event, stand } = await createTourWithEvent(app.db);
    const shop = await createShop(app, manager, event.id);
    await patchShop(app, manager.token, shop.id, { collectionStandIds: [stand.id] });

    const created = await app.api('/v1/clients/payment-account', { method: 'POST', token: manager.token });
    expect(created).toMatchObject({ status: 201, body: { provider: 'stripe', providerAccountId: expect.stringMatching(/^acct_test_/), status: 'pending', canReceivePayments: false } });
    const request = seen.find((call) => call.path === '/v1/accounts')!;
    expect(request.body.get('type')).toBe('express');
    expect(request.body.get('metadata[clientId]')).toBe(manager.user.clientId);
    expect(request.idempotencyKey).toBe(`acct-${manager.user.clientId}`);

    const link = await app.api('/v1/clients/payment-account/link', { method: 'POST', token: manager.token });
    expect(link).toMatchObject({ status: 200, body: { url: `https://connect.stripe.test/setup/${created.body.providerAccountId}` } });
    const linkRequest = seen.find((call) => call.path === '/v1/account_links')!;
    expect(linkRequest.body.get('type')).toBe('account_onboarding');
    expect(linkRequest.body.get('return_url')).toMatch(/\/dashboard\?paymentAccount=done$/);

    // Onboarding not finished: the shop cannot take orders.
    expect(await putShop(app, manager.token, shop.id, 'open')).toMatchObject({ status: 409, body: { errorCode: 'NOT_LINKED' } });
    expect(await feeRowsOf(app.db, shop.id)).toHaveLength(0);

    chargesEnabled.set(created.body.providerAccountId, true);
    expect(await app.api(`/v1/clients/payment-account?shopId=${shop.id}`, { token: manager.token })).toMatchObject({ status: 200, body: { status: 'enabled', canReceivePayments: true } });
    expect(await app.api('/v1/clients/payment-account/link', { method: 'POST', token: manager.token })).toMatchObject({ status: 409, body: { errorCode: 'ALREADY_LINKED' } });
    expect(await putShop(app, manager.token, shop.id, 'open')).toMatchObject({ status: 200, body: { status: 'opened' } });
    expect(await feeRowsOf(app.db, shop.id)).toHaveLength(1);
  });

  it('answers PAYMENT_PROVIDER_ERROR (502) when Stripe cannot say how the account stands', async () => {
    const manager = await createManager(app.db);
    await app.api('/v1/clients/payment-account', { method: 'POST', token: manager.token });
    const [account] = [...chargesEnabled.keys()].slice(-1);
    chargesEnabled.delete(account!);
    expect(await app.api('/v1/clients/payment-account', { token: manager.token })).toMatchObject({ status: 502, body: { errorCode: 'PAYMENT_PROVIDER_ERROR' } });
  });
});
