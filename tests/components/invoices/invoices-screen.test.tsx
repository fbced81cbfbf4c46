import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InvoicesScreen } from '@/features/invoices/components/invoices-screen';
import { ApiError } from '@/lib/api-client';
import frErrors from '@/locales/fr/errors.json';
import { clientId, invoice, page, payout, renderWithProviders, text } from './invoice-fixtures';

const state = vi.hoisted(() => ({
  apiFetch: vi.fn(),
  fetch: vi.fn(),
  downloadBlob: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('@/lib/api-client/session-token', () => ({ getCachedAccessToken: async () => 'token-of-the-manager' }));
vi.mock('@/lib/csv', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/csv')>()), downloadBlob: state.downloadBlob }));
vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, pathname: '/dashboard/invoices', asPath: '/dashboard/invoices', locale: 'fr', push: vi.fn(), replace: vi.fn() }) }));
vi.mock('sonner', () => ({ toast: state.toast }));
vi.mock('@/features/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/auth')>()),
  useCurrentUser: () => ({ data: { id: 'u1', role: 'client', clientId }, isPending: false, error: null, refetch: vi.fn() }),
}));

function serve(answers: { invoices?: unknown; payouts?: unknown }) {
  state.apiFetch.mockImplementation(async (path: string) => {
    if (path === `/v1/clients/${clientId}/invoices`) {
      if (answers.invoices instanceof Error) throw answers.invoices;
      return answers.invoices ?? page([]);
    }
    if (path === `/v1/clients/${clientId}/payouts`) return answers.payouts ?? page([]);
    throw new Error(`Unexpected call: ${path}`);
  });
}

beforeEach(() => {
  state.apiFetch.mockReset();
  state.fetch.mockReset();
  state.downloadBlob.mockReset();
  Object.values(state.toast).forEach((mock) => mock.mockReset());
  vi.stubGlobal('fetch', state.fetch);
});

const invoicesTable = () => screen.findByRole('table', { name: 'Factures de la plateforme' });

describe('InvoicesScreen (/dashboard/invoices)', () => {
  it('lists each invoice with its number, kind, period, dates, total incl. VAT in euros and status', async () => {
    const credit = invoice({ id: '00000000-0000-4000-8000-0000000000f2', kind: 'creditNote', number: 'A-2026-0001', totalInclVat: -123_456, dueAt: null, creditedInvoiceNumber: 'F-2026-0007', creditedInvoiceId: invoice().id });
    serve({ invoices: page([credit, invoice({ status: 'paid' })]) });
    renderWithProviders(<InvoicesScreen />);

    const rows = within(await invoicesTable()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => text(row.textContent))).toEqual([
      expect.stringContaining('A-2026-0001Avoir'),
      expect.stringContaining('F-2026-0007Frais de service'),
    ]);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => text(cell.textContent));
    expect(cells(rows[1]!)).toEqual(['Frais de service', 'du 1 octobre 2026 au 31 octobre 2026', '1 novembre 2026', '1 décembre 2026', '1 234,56 €', 'Payée', 'Télécharger le PDF']);
    expect(cells(rows[0]!)).toEqual(['AvoirAvoir sur la facture F-2026-0007', 'du 1 octobre 2026 au 31 octobre 2026', '1 novembre 2026', '—', '-1 234,56 €', 'Émise', 'Télécharger le PDF']);
  });

  it('downloads an invoice’s PDF with the bearer token, in the page’s language, under the server’s file name', async () => {
    serve({ invoices: page([invoice()]) });
    state.fetch.mockResolvedValue(new Response('%PDF-1.7', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="facture-F-2026-0007.pdf"' } }));
    renderWithProviders(<InvoicesScreen />);

    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger le PDF de la facture F-2026-0007' }));

    await waitFor(() => expect(state.downloadBlob).toHaveBeenCalledTimes(1));
    const [name, blob] = state.downloadBlob.mock.calls[0] as [string, { text(): Promise<string> }];
    expect(name).toBe('facture-F-2026-0007.pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(state.fetch).toHaveBeenCalledWith(`/api/v1/invoices/${invoice().id}/pdf?lang=fr`, { headers: { Authorization: 'Bearer token-of-the-manager' } });
  });

  it('turns a refused download into the catalogue toast', async () => {
    serve({ invoices: page([invoice()]) });
    state.fetch.mockResolvedValue(new Response(JSON.stringify({ errorCode: 'INVOICE_NOT_FOUND' }), { status: 404 }));
    renderWithProviders(<InvoicesScreen />);

    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger le PDF de la facture F-2026-0007' }));

    await waitFor(() => expect(state.toast.error).toHaveBeenCalledTimes(1));
    expect(state.toast.error).toHaveBeenCalledWith(frErrors.INVOICE_NOT_FOUND.title, expect.anything());
    expect(state.downloadBlob).not.toHaveBeenCalled();
  });

  it('lists the payouts with takings, commission and amount in euros, and the statement to download', async () => {
    serve({ payouts: page([payout()]) });
    renderWithProviders(<InvoicesScreen />);

    const table = await screen.findByRole('table', { name: 'Reversements des ventes par carte aux stands' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell').map((cell) => text(cell.textContent))).toEqual(['2 500,00 €', '37,50 €', '2 462,50 €', '20 novembre 2026', 'Prévu', 'Télécharger le relevé']);
    expect(within(row).getByRole('button', { name: 'Télécharger le relevé de reversement de Lyon — Transbordeur' })).toBeTruthy();
  });

  it('says when there is nothing yet, for each list', async () => {
    serve({});
    renderWithProviders(<InvoicesScreen />);
    expect(await screen.findByText(/Aucune facture pour le moment/)).toBeTruthy();
    expect(await screen.findByText(/Aucun reversement pour le moment/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry and a catalogue toast when the invoices cannot be read', async () => {
    serve({ invoices: new ApiError(500, { errorCode: 'UNEXPECTED_ERROR' }) });
    renderWithProviders(<InvoicesScreen />);
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeTruthy();
    expect(state.toast.error).toHaveBeenCalled();
  });
});
