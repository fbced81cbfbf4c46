import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceView } from '@/features/invoices/types';
import { fromParisLocal } from '@/lib/datetime/paris-time';
import { serviceRequests } from '@/lib/db/schema';
import { createClient, createUser, tokenFor } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createEvent, createPlatformAdmin, createTour, type Signed } from '../../support/tours';

/*
 * Issue #16 on the fee invoice: a stand service delivered is billed at its price in the month of the event's first
 * performance; a canceled one at the fee accepted, in the month it was canceled; terminals, declined and unpriced
 * requests bill nothing. Its own month (March 2031), far from every other scenario, on both engines.
 */

let app: TestApp;
let admin: Signed;
let clientId: string;
let invoice: InvoiceView;
const contact = { contactName: 'Léa Martin', contactPhone: '06 12 34 56 78', contactEmail: 'lea@test.local' };

beforeAll(async () => {
  app = await startTestApp();
  admin = await createPlatformAdmin(app.db);
  const client = await createClient(app.db, { plan: 'advanced' });
  clientId = client.id;
  const user = await createUser(app.db, { clientId });
  const tour = await createTour(app.db, { user, token: await tokenFor(app.db, user) });
  const march = await createEvent(app.db, tour.id, { name: 'Lyon – Halle' }, { performances: [{ startsAt: '2031-03-14T20:30' }, { startsAt: '2031-03-15T20:30' }] });
  const april = await createEvent(app.db, tour.id, { name: 'Nantes – Zénith' }, { performances: [{ startsAt: '2031-04-02T20:30' }] });
  const request = (eventId: string, values: Partial<typeof serviceRequests.$inferInsert>) => ({ clientId, eventId, kind: 'standManagement' as const, ...contact, requestedAt: fromParisLocal('2031-02-01T10:00')!, ...values });
  await app.db.insert(serviceRequests).values([
    request(march.id, { status: 'confirmed', quoteAmount: 125_050 }),
    request(april.id, { status: 'confirmed', quoteAmount: 90_000 }),
    request(april.id, { status: 'canceled', quoteAmount: 80_000, cancellationFee: 40_000, canceledAt: fromParisLocal('2031-03-30T11:00')! }),
    request(march.id, { status: 'canceled', quoteAmount: 70_000, cancellationFee: 0, canceledAt: fromParisLocal('2031-03-02T11:00')! }),
    request(march.id, { status: 'declined', quoteAmount: 60_000 }),
    request(march.id, { kind: 'terminal', status: 'shipped' }),
  ]);
  const answer = await app.api(`/v1/clients/${clientId}/invoice-fees`, { method: 'POST', token: admin.token, body: { periodStart: '2031-03-01', periodEnd: '2031-03-31' } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  invoice = answer.body;
});
afterAll(() => app.close());

describe('stand services on the fee invoice', () => {
  it('bills the service of the March date at its price, and the fee of the one canceled in March, and nothing else', () => {
    expect(invoice.lines.map((line) => [line.label, line.amountExclVat])).toEqual([
      ['Gestion de stand – Lyon – Halle, 14 mars 2031', 125_050],
      ['Frais d’annulation de la gestion de stand – Nantes – Zénith, annulée le 30 mars 2031', 40_000],
    ]);
    expect(invoice.totalExclVat).toBe(165_050);
  });

  it('invoices the April service in April, and the monthly run finds a client who has only services to bill', async () => {
    const answer = await app.api('/v1/clients/invoices-fees', { method: 'POST', token: admin.token, body: { periodStart: '2031-04-01', periodEnd: '2031-04-30' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const april = (answer.body.issued as InvoiceView[]).find((issued) => issued.clientId === clientId);
    expect(april?.lines.map((line) => [line.label, line.amountExclVat])).toEqual([['Gestion de stand – Nantes – Zénith, 2 avril 2031', 90_000]]);
  });
});
