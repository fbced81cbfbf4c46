import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelRequest, created, DAY, moveRequest, serviceEvent, standServiceBody, terminalBody } from '../../support/services';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createPlatformAdmin, type Signed } from '../../support/tours';

/*
 * Issue #16: an event or a stand with a service still open (terminals asked for or out, a stand service agreed) is
 * not deleted from under it; once the requests are closed (canceled, returned, declined), deletion goes on as before.
 */

let app: TestApp;
let admin: Signed;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createPlatformAdmin(app.db);
});
afterAll(() => app.close());

const deleteEvent = (token: string, id: string) => app.api(`/v1/events/${id}`, { method: 'DELETE', token });
const deleteStand = (token: string, id: string) => app.api(`/v1/stands/${id}`, { method: 'DELETE', token });

describe('deleting what a service request serves', () => {
  it('keeps a stand whose terminals are out until they are returned', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY, standCount: 2 });
    const request = await created(app, manager.token, event.id, terminalBody([stands[0]!.id]));
    await moveRequest(app, admin.token, request.id, { status: 'acknowledged' });
    await moveRequest(app, admin.token, request.id, { status: 'shipped', readers: [{ standId: stands[0]!.id, readerId: 'tmr_kept' }] });

    expect(await deleteStand(manager.token, stands[0]!.id)).toMatchObject({ status: 409, body: { errorCode: 'CANT_DELETE_STAND_WITH_SERVICE_REQUESTS' } });
    expect(await deleteEvent(manager.token, event.id)).toMatchObject({ status: 409, body: { errorCode: 'CANT_DELETE_EVENT_WITH_SERVICE_REQUESTS' } });
    // The other stand has nothing asked for it.
    expect((await deleteStand(manager.token, stands[1]!.id)).status).toBe(204);

    await moveRequest(app, admin.token, request.id, { status: 'returned' });
    expect((await deleteStand(manager.token, stands[0]!.id)).status).toBe(204);
  });

  it('keeps an event with a stand service asked for, and deletes it once the request is canceled', async () => {
    const { manager, event, stands } = await serviceEvent(app.db, { startsIn: 20 * DAY });
    const request = await created(app, manager.token, event.id, standServiceBody([stands[0]!.id]));
    expect(await deleteEvent(manager.token, event.id)).toMatchObject({ status: 409, body: { errorCode: 'CANT_DELETE_EVENT_WITH_SERVICE_REQUESTS' } });
    expect((await cancelRequest(app, manager.token, request.id, 0)).status).toBe(200);
    expect((await deleteEvent(manager.token, event.id)).status).toBe(204);
  });
});
