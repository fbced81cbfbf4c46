import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop } from '../../support/shops';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createManager, createPlatformAdmin, createSeller, createTeamMember, createTourWithEvent } from '../../support/tours';

// The sandbox provider (nothing configured): an account is made already able to receive payments.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const create = (token: string | undefined) => app.api('/v1/clients/payment-account', { method: 'POST', token });
const link = (token: string | undefined) => app.api('/v1/clients/payment-account/link', { method: 'POST', token });
const read = (token: string | undefined, shopId?: string) => app.api(`/v1/clients/payment-account${shopId ? `?shopId=${shopId}` : ''}`, { token });

describe('the organiser’s payout account (sandbox)', () => {
  it('is created once (201, then ALREADY_CREATED), enabled at once, and read by the organisation', async () => {
    const manager = await createManager(app.db);
    expect(await read(manager.token)).toMatchObject({ status: 409, body: { errorCode: 'NOT_CREATED' } });
    expect(await link(manager.token)).toMatchObject({ status: 409, body: { errorCode: 'NOT_CREATED' } });
    const created = await create(manager.token);
    expect(created).toMatchObject({ status: 201, body: { clientId: manager.user.clientId, provider: 'sandbox', providerAccountId: expect.stringMatching(/^acct_sandbox_/), status: 'enabled', canReceivePayments: true } });
    expect(await create(manager.token)).toMatchObject({ status: 409, body: { errorCode: 'ALREADY_CREATED' } });
    expect(await read(manager.token)).toMatchObject({ status: 200, body: created.body });
    expect(await link(manager.token)).toMatchObject({ status: 409, body: { errorCode: 'ALREADY_LINKED' } });
  });

  it('?shopId= shows the shop organiser’s account to the tour’s writers only', async () => {
    const { manager, tour, event, seller } = await createTourWithEvent(app.db);
    const shop = await createShop(app, manager, event.id);
    const projectManager = await createTeamMember(app.db, tour.id, 'projectManager');
    const admin = await createPlatformAdmin(app.db);
    expect(await read(projectManager.token, shop.id)).toMatchObject({ status: 409, body: { errorCode: 'NOT_CREATED' } });
    await create(manager.token);
    for (const writer of [manager, projectManager, admin]) expect(await read(writer.token, shop.id)).toMatchObject({ status: 200, body: { clientId: manager.user.clientId } });
    // The project manager's own organisation has no account: without shopId, it is theirs that is asked for.
    expect(await read(projectManager.token)).toMatchObject({ status: 409, body: { errorCode: 'NOT_CREATED' } });
    const viewer = await createTeamMember(app.db, tour.id, 'viewer');
    expect(await read(viewer.token, shop.id)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await read(seller.token, shop.id)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await read((await createManager(app.db)).token, shop.id)).toMatchObject({ status: 404, body: { errorCode: 'SHOP_NOT_FOUND' } });
    expect(await read(manager.token, 'shop-1')).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['shopId'] } });
    expect(await read(admin.token)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['shopId'] } });
    expect(await read(undefined, shop.id)).toMatchObject({ status: 401 });
  });

  it('is for managers: sellers and platform admins cannot create one or ask for a link (403)', async () => {
    const seller = await createSeller(app.db);
    const admin = await createPlatformAdmin(app.db);
    for (const token of [seller.token, admin.token]) {
      expect(await create(token)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
      expect(await link(token)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    }
    expect(await create(undefined)).toMatchObject({ status: 401 });
  });

  it('two concurrent creations end with one account, the other answered ALREADY_CREATED', async () => {
    const manager = await createManager(app.db);
    const answers = await Promise.all([create(manager.token), create(manager.token), create(manager.token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.errorCode === 'ALREADY_CREATED')).toBe(true);
  });
});
