import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { previousParisMonth } from '@/features/invoices/components/billing-period';
import { FeeRunCard } from '@/features/invoices/components/fee-run-card';
import { ApiError } from '@/lib/api-client';
import frErrors from '@/locales/fr/errors.json';
import { invoice, renderWithProviders } from './invoice-fixtures';

const state = vi.hoisted(() => ({
  apiFetch: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, pathname: '/admin/billing', asPath: '/admin/billing', locale: 'fr', push: vi.fn(), replace: vi.fn() }) }));
vi.mock('sonner', () => ({ toast: state.toast }));

const failedClient = '00000000-0000-4000-8000-0000000000c9';
const invoices = (count: number) => Array.from({ length: count }, (_, index) => invoice({ id: `00000000-0000-4000-8000-00000000010${index}` }));

/** The run answers `outcome` (or throws it); the failed client's page gives its name. */
function serve(outcome: unknown) {
  state.apiFetch.mockImplementation(async (path: string, options: { method?: string; body?: unknown } = {}) => {
    if (path === '/v1/clients/invoices-fees' && options.method === 'POST') {
      if (outcome instanceof Error) throw outcome;
      return { periodStart: '2026-10-01', periodEnd: '2026-10-31', issued: [], existing: [], failedClientIds: [], ...(outcome as object) };
    }
    if (path === `/v1/clients/${failedClient}`) return { id: failedClient, name: 'Nina Productions' };
    throw new Error(`Unexpected call: ${options.method ?? 'GET'} ${path}`);
  });
}

beforeEach(() => {
  state.apiFetch.mockReset();
  Object.values(state.toast).forEach((mock) => mock.mockReset());
});

// 15 November 2026 in Paris.
const november = new Date('2026-11-15T10:00:00Z');
const run = () => fireEvent.click(screen.getByRole('button', { name: 'Émettre les factures de frais' }));

describe('previousParisMonth', () => {
  it('is the calendar month before, in Paris dates, even when UTC is still in the month before', () => {
    expect(previousParisMonth(november)).toEqual({ periodStart: '2026-10-01', periodEnd: '2026-10-31' });
    // 00:30 on 1 January in Paris is still 31 December in UTC: the month before is December, not November.
    expect(previousParisMonth(new Date('2025-12-31T23:30:00Z'))).toEqual({ periodStart: '2025-12-01', periodEnd: '2025-12-31' });
    expect(previousParisMonth(new Date('2028-03-10T12:00:00Z'))).toEqual({ periodStart: '2028-02-01', periodEnd: '2028-02-29' });
  });
});

describe('FeeRunCard (/admin/billing)', () => {
  it('proposes the previous month and bills that period', async () => {
    serve({ issued: invoices(1) });
    renderWithProviders(<FeeRunCard now={november} />);
    expect((screen.getByLabelText('Début de la période') as HTMLInputElement).value).toBe('2026-10-01');
    expect((screen.getByLabelText('Fin de la période') as HTMLInputElement).value).toBe('2026-10-31');

    run();

    await waitFor(() => expect(state.toast.success).toHaveBeenCalledWith('1 facture émise', expect.objectContaining({ description: undefined })));
    expect(state.apiFetch).toHaveBeenCalledWith('/v1/clients/invoices-fees', { method: 'POST', body: { periodStart: '2026-10-01', periodEnd: '2026-10-31' } });
  });

  it('counts what it issued and what was issued before: "3 factures émises, 1 déjà émise"', async () => {
    serve({ issued: invoices(3), existing: invoices(1) });
    renderWithProviders(<FeeRunCard now={november} />);
    fireEvent.change(screen.getByLabelText('Début de la période'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Fin de la période'), { target: { value: '2026-11-15' } });
    run();

    await waitFor(() => expect(state.toast.success).toHaveBeenCalledWith('3 factures émises, 1 déjà émise', expect.objectContaining({ description: undefined })));
    expect(state.apiFetch).toHaveBeenCalledWith('/v1/clients/invoices-fees', { method: 'POST', body: { periodStart: '2026-11-01', periodEnd: '2026-11-15' } });
  });

  it('says a repeated run issued nothing new: "Aucune facture émise, 2 déjà émises"', async () => {
    serve({ existing: invoices(2) });
    renderWithProviders(<FeeRunCard now={november} />);
    run();
    await waitFor(() => expect(state.toast.success).toHaveBeenCalledWith('Aucune facture émise, 2 déjà émises', expect.objectContaining({ description: undefined })));
  });

  it('names the clients that could not be billed, with a warning instead of a success', async () => {
    serve({ issued: invoices(2), failedClientIds: [failedClient] });
    renderWithProviders(<FeeRunCard now={november} />);
    run();

    await waitFor(() => expect(state.toast.warning).toHaveBeenCalledWith('2 factures émises', expect.objectContaining({ description: '1 client n’a pas pu être facturé' })));
    expect(state.toast.success).not.toHaveBeenCalled();
    const notice = await screen.findByRole('status');
    expect(within(notice).getByText('Clients non facturés')).toBeTruthy();
    expect((await within(notice).findByRole('link', { name: 'Nina Productions' })).getAttribute('href')).toBe(`/admin/clients/${failedClient}`);
  });

  it('shows the catalogue’s refusal when no client has anything to bill', async () => {
    serve(new ApiError(404, { errorCode: 'CLIENTS_NO_EVENT_FOUND_ON_REQUESTED_PERIOD' }));
    renderWithProviders(<FeeRunCard now={november} />);
    run();

    await waitFor(() =>
      expect(state.toast.error).toHaveBeenCalledWith(frErrors.CLIENTS_NO_EVENT_FOUND_ON_REQUESTED_PERIOD.title, expect.objectContaining({ description: frErrors.CLIENTS_NO_EVENT_FOUND_ON_REQUESTED_PERIOD.subtitle })),
    );
    expect(state.toast.success).not.toHaveBeenCalled();
  });

  it('names the clients of a run where every client failed (502, details.failedClientIds)', async () => {
    serve(new ApiError(502, { errorCode: 'ERROR_FETCHING_CLIENTS_EVENTS_FEES', details: { failedClientIds: failedClient } }));
    renderWithProviders(<FeeRunCard now={november} />);
    run();

    await waitFor(() => expect(state.toast.error).toHaveBeenCalledWith(frErrors.ERROR_FETCHING_CLIENTS_EVENTS_FEES.title, expect.anything()));
    expect(await screen.findByRole('link', { name: 'Nina Productions' })).toBeTruthy();
  });

  it('refuses a period that ends before it starts, without calling the API', () => {
    serve({});
    renderWithProviders(<FeeRunCard now={november} />);
    fireEvent.change(screen.getByLabelText('Fin de la période'), { target: { value: '2026-09-30' } });
    expect(screen.getByText('La fin de la période doit suivre son début.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Émettre les factures de frais' }) as HTMLButtonElement).disabled).toBe(true);
    expect(state.apiFetch).not.toHaveBeenCalled();
  });
});
