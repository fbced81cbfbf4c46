import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftInvoice, issueInvoice, type IssueInvoiceInput } from '@/features/invoices/server/issue-invoice';
import { clients, invoices } from '@/lib/db/schema';
import { createUser, tokenFor } from '../../support/factories';
import { download, paris, pdfToText } from '../../support/invoices';
import { startTestApp, type TestApp } from '../../support/test-app';
import { createManager, createPlatformAdmin, createSeller, type Signed } from '../../support/tours';

/*
 * Issue #15: invoices as French law wants them. Numbering is checked on years no other test issues in (the run's
 * files share one database on PostgreSQL), with the instant of issue given to the service.
 */

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

let app: TestApp;
let admin: Signed;
let manager: Signed;
let clientId: string;
beforeAll(async () => {
  app = await startTestApp();
  admin = await createPlatformAdmin(app.db);
  manager = await createManager(app.db);
  clientId = manager.user.clientId!;
  await app.db
    .update(clients)
    .set({ name: 'Productions Lumière', legalForm: 'SAS', siret: '73282932000074', vatNumber: 'FR44732829320', email: 'compta@lumiere.test', addressLine1: '12 rue de la Paix', postcode: '75002', city: 'Paris', country: 'FR' })
    .where(eq(clients.id, clientId));
});
afterAll(() => app.close());

function input(overrides: Partial<IssueInvoiceInput> = {}): IssueInvoiceInput {
  return {
    clientId,
    kind: 'subscription',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    lines: [{ label: 'Abonnement Smart – novembre 2026', quantity: 1, unitAmountExclVat: 17900, vatRate: 20 }],
    createdBy: null,
    ...overrides,
  };
}

async function sequencesOf(year: number): Promise<number[]> {
  const rows = await app.db.select({ sequence: invoices.sequence }).from(invoices).where(eq(invoices.year, year)).orderBy(asc(invoices.sequence));
  return rows.map((row) => row.sequence!);
}

describe('numbering', () => {
  it('gives each year its gapless sequence, from 1, as "YYYY-000001"', async () => {
    const first = await issueInvoice(input({ issuedAt: paris('2041-01-01T00:05') }));
    const second = await issueInvoice(input({ issuedAt: paris('2041-06-01T12:00') }));
    const nextYear = await issueInvoice(input({ issuedAt: paris('2042-01-01T00:00') }));
    // 31 December at 23:30 in Paris is still 2041 there, though 2041-12-31T22:30Z.
    const lateEvening = await issueInvoice(input({ issuedAt: paris('2041-12-31T23:30') }));
    expect([first.number, second.number, nextYear.number, lateEvening.number]).toEqual(['2041-000001', '2041-000002', '2042-000001', '2041-000003']);
    expect(first).toMatchObject({ status: 'issued', totalExclVat: 17900, totalVat: 3580, totalInclVat: 21480, dueAt: '2041-01-31' });
  });

  it('a number taken in a transaction that rolls back is given again: no gap', async () => {
    await issueInvoice(input({ issuedAt: paris('2043-02-01T12:00') }));
    await expect(
      app.db.transaction(async (tx) => {
        await issueInvoice(input({ issuedAt: paris('2043-02-02T12:00') }), tx);
        throw new Error('the caller failed after issuing');
      }),
    ).rejects.toThrow('the caller failed');
    const next = await issueInvoice(input({ issuedAt: paris('2043-02-03T12:00') }));
    expect(next.number).toBe('2043-000002');
    expect(await sequencesOf(2043)).toEqual([1, 2]);
  });

  it('refuses lines that are not whole cents (VALIDATION_ERRORS) and numbers nothing', async () => {
    await expect(issueInvoice(input({ issuedAt: paris('2044-01-10T12:00'), lines: [{ label: 'x', quantity: 1, unitAmountExclVat: 10.5, vatRate: 20 }] }))).rejects.toMatchObject({ errorCode: 'VALIDATION_ERRORS' });
    expect(await sequencesOf(2044)).toEqual([]);
  });

  it.runIf(onPostgres)('concurrent issues get consecutive numbers, without gaps or duplicates', async () => {
    const issued = await Promise.all(Array.from({ length: 16 }, (_, index) => issueInvoice(input({ issuedAt: paris(`2045-03-${String(index + 1).padStart(2, '0')}T12:00`) }))));
    const numbers = issued.map((invoice) => invoice.number!);
    expect(new Set(numbers).size).toBe(16);
    expect(await sequencesOf(2045)).toEqual(Array.from({ length: 16 }, (_, index) => index + 1));
  });
});

describe('drafts, the client’s list and who sees what', () => {
  let issued: Awaited<ReturnType<typeof issueInvoice>>;
  let draftId: string;

  beforeAll(async () => {
    issued = await issueInvoice(input({ periodStart: '2026-10-01', periodEnd: '2026-10-31' }));
    draftId = await draftInvoice(input({ periodStart: '2026-12-01', periodEnd: '2026-12-31' }));
  });

  it('the client sees its issued invoices, never a draft (spec §6); an admin sees the draft, without a number', async () => {
    const own = await app.api(`/v1/clients/${clientId}/invoices`, { token: manager.token });
    expect(own.status).toBe(200);
    expect(own.body.data.map((invoice: { id: string }) => invoice.id)).toContain(issued.id);
    expect(own.body.data.map((invoice: { id: string }) => invoice.id)).not.toContain(draftId);
    expect(own.body.meta).toMatchObject({ page: 1, limit: 50, total: own.body.data.length });
    const all = await app.api(`/v1/clients/${clientId}/invoices?limit=200`, { token: admin.token });
    expect(all.body.data.find((invoice: { id: string }) => invoice.id === draftId)).toMatchObject({ status: 'draft', number: null, seller: null, dueAt: null });
    expect(all.body.meta.total).toBe(own.body.meta.total + 1);
    const paged = await app.api(`/v1/clients/${clientId}/invoices?page=2&limit=1`, { token: admin.token });
    expect(paged.body).toMatchObject({ meta: { page: 2, limit: 1, total: all.body.meta.total }, data: [expect.any(Object)] });
  });

  it('another client’s list and invoice are NOT_FOUND; a seller is FORBIDDEN', async () => {
    const outsider = await createManager(app.db);
    expect(await app.api(`/v1/clients/${clientId}/invoices`, { token: outsider.token })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect((await download(app, `/v1/invoices/${issued.id}/pdf`, outsider.token)).status).toBe(404);
    const seller = await createSeller(app.db);
    expect(await app.api(`/v1/clients/${clientId}/invoices`, { token: seller.token })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
  });

  it('a draft’s PDF is the admins’ only (INVOICE_NOT_FOUND to the client), marked as a draft', async () => {
    const refused = await app.api(`/v1/invoices/${draftId}/pdf`, { token: manager.token });
    expect(refused).toMatchObject({ status: 404, body: { errorCode: 'INVOICE_NOT_FOUND' } });
    const draft = await download(app, `/v1/invoices/${draftId}/pdf`, admin.token);
    expect(draft.status).toBe(200);
    expect(pdfToText(draft.bytes)).toContain('Brouillon – sans valeur de facture');
  });

  it('the PDF carries the legal mentions: number, dates, identities, VAT numbers, lines, totals, penalties', async () => {
    const file = await download(app, `/v1/invoices/${issued.id}/pdf`, manager.token);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="facture-${issued.number}.pdf"`);
    const text = pdfToText(file.bytes);
    for (const expected of [
      `Facture N° ${issued.number}`,
      'Période : du 1 octobre 2026 au 31 octobre 2026',
      'Date d’échéance',
      'MerchStand SAS',
      'Productions Lumière',
      'SIRET : 73282932000074',
      'SIREN : 732829320',
      'N° TVA intracommunautaire : FR44732829320',
      '12 rue de la Paix',
      'Abonnement Smart – novembre 2026',
      'Total HT 179,00 €',
      'TVA 35,80 €',
      'Total TTC 214,80 €',
      'majoré de 10 points',
      '40 €',
    ]) {
      expect(text).toContain(expected);
    }
    const english = pdfToText((await download(app, `/v1/invoices/${issued.id}/pdf?lang=en`, manager.token)).bytes);
    expect(english).toContain(`Invoice No. ${issued.number}`);
    expect(english).toContain('Total incl. VAT 214,80 €');
  });
});

describe('credit notes', () => {
  it('cancels an issued invoice once, with negative amounts and its own number; never a draft nor a credit note', async () => {
    const invoice = await issueInvoice(input({ periodStart: '2026-09-01', periodEnd: '2026-09-30', lines: [
      { label: 'Création d’événement', quantity: 1, unitAmountExclVat: 1500, vatRate: 20 },
      { label: 'Commission carte', quantity: 1, unitAmountExclVat: 13, vatRate: 20 },
    ] }));
    expect(await app.api(`/v1/invoices/${invoice.id}/credit-note`, { method: 'POST', token: manager.token })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    const credit = await app.api(`/v1/invoices/${invoice.id}/credit-note`, { method: 'POST', token: admin.token });
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
    expect(credit.body).toMatchObject({ kind: 'creditNote', status: 'issued', clientId, creditedInvoiceId: invoice.id, creditedInvoiceNumber: invoice.number, totalExclVat: -1513, totalVat: -303, totalInclVat: -1816, dueAt: null, periodStart: '2026-09-01' });
    expect(credit.body.lines.map((line: { amountExclVat: number; vatAmount: number }) => [line.amountExclVat, line.vatAmount])).toEqual([[-1500, -300], [-13, -3]]);
    expect(credit.body.number).toMatch(/^\d{4}-\d{6}$/);
    expect(credit.body.number).not.toBe(invoice.number);
    // The invoice itself is never edited.
    const [original] = await app.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(original).toMatchObject({ status: 'issued', totalInclVat: 1816, number: invoice.number });

    expect(await app.api(`/v1/invoices/${invoice.id}/credit-note`, { method: 'POST', token: admin.token })).toMatchObject({ status: 409, body: { errorCode: 'INVOICE_ALREADY_CREDITED' } });
    expect(await app.api(`/v1/invoices/${credit.body.id}/credit-note`, { method: 'POST', token: admin.token })).toMatchObject({ status: 409, body: { errorCode: 'INVOICE_NOT_CREDITABLE' } });
    const draftId = await draftInvoice(input());
    expect(await app.api(`/v1/invoices/${draftId}/credit-note`, { method: 'POST', token: admin.token })).toMatchObject({ status: 409, body: { errorCode: 'INVOICE_NOT_CREDITABLE' } });
    expect(await app.api('/v1/invoices/not-an-id/credit-note', { method: 'POST', token: admin.token })).toMatchObject({ status: 404, body: { errorCode: 'INVOICE_NOT_FOUND' } });

    const text = pdfToText((await download(app, `/v1/invoices/${credit.body.id}/pdf`, manager.token)).bytes);
    expect(text).toContain(`Avoir N° ${credit.body.number}`);
    expect(text).toContain(`Avoir sur la facture n° ${invoice.number}`);
    expect(text).toContain('Total TTC -18,16 €');
  });

  it.runIf(onPostgres)('two admins at once make one credit note', async () => {
    const invoice = await issueInvoice(input());
    const answers = await Promise.all([0, 1, 2].map(() => app.api(`/v1/invoices/${invoice.id}/credit-note`, { method: 'POST', token: admin.token })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  });
});

describe('plan fees', () => {
  it('admins read every plan’s fees and set one; managers may not (403); bad amounts are VALIDATION_ERRORS', async () => {
    const list = await app.api('/v1/plan-fees', { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.map((fee: { plan: string }) => fee.plan)).toEqual(['starter', 'smart', 'advanced', 'pro']);
    const pro = list.body.find((fee: { plan: string }) => fee.plan === 'pro');
    const changed = await app.api('/v1/plan-fees/pro', { method: 'PUT', token: admin.token, body: { eventCreationFee: 250, shopOpeningFee: 750, cardCommissionBasisPoints: 125 } });
    expect(changed).toMatchObject({ status: 200, body: { plan: 'pro', eventCreationFee: 250, shopOpeningFee: 750, cardCommissionBasisPoints: 125 } });
    // Back to what the other tests of the run bill with.
    await app.api('/v1/plan-fees/pro', { method: 'PUT', token: admin.token, body: { eventCreationFee: pro.eventCreationFee, shopOpeningFee: pro.shopOpeningFee, cardCommissionBasisPoints: pro.cardCommissionBasisPoints } });
    expect(await app.api('/v1/plan-fees', { token: manager.token })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await app.api('/v1/plan-fees/pro', { method: 'PUT', token: manager.token, body: { eventCreationFee: 0, shopOpeningFee: 0, cardCommissionBasisPoints: 0 } })).toMatchObject({ status: 403 });
    const bad = await app.api('/v1/plan-fees/pro', { method: 'PUT', token: admin.token, body: { eventCreationFee: -1, shopOpeningFee: 1.5, cardCommissionBasisPoints: 10_001 } });
    expect(bad).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
    expect(bad.body.fields.sort()).toEqual(['cardCommissionBasisPoints', 'eventCreationFee', 'shopOpeningFee']);
    expect(await app.api('/v1/plan-fees/gold', { method: 'PUT', token: admin.token, body: { eventCreationFee: 0, shopOpeningFee: 0, cardCommissionBasisPoints: 0 } })).toMatchObject({ status: 400, body: { fields: ['plan'] } });
  });

  it('a user holding the admin role but acting as a manager is refused (403)', async () => {
    const both = await createUser(app.db, { roles: ['client', 'admin'] });
    expect(await app.api('/v1/plan-fees', { token: await tokenFor(app.db, both, 'client') })).toMatchObject({ status: 403 });
  });
});
