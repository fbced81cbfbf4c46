import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientInvoicesPanel } from '@/features/invoices/components/client-invoices-panel';
import { PlanFeesTable } from '@/features/invoices/components/plan-fees-table';
import type { PlanFeeView } from '@/features/invoices/types';
import { ApiError } from '@/lib/api-client';
import frErrors from '@/locales/fr/errors.json';
import { clientId, invoice, page, renderWithProviders } from './invoice-fixtures';

const state = vi.hoisted(() => ({
  apiFetch: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, pathname: '/admin/billing', asPath: '/admin/billing', locale: 'fr', push: vi.fn(), replace: vi.fn() }) }));
vi.mock('sonner', () => ({ toast: state.toast }));

type Handler = (body: unknown) => unknown;
function serve(handlers: Record<string, Handler>) {
  state.apiFetch.mockImplementation(async (path: string, options: { method?: string; body?: unknown } = {}) => {
    const handler = handlers[`${options.method ?? 'GET'} ${path}`];
    if (!handler) throw new Error(`Unexpected call: ${options.method ?? 'GET'} ${path}`);
    return handler(options.body);
  });
}

beforeEach(() => {
  state.apiFetch.mockReset();
  Object.values(state.toast).forEach((mock) => mock.mockReset());
});

const smartFees: PlanFeeView = { plan: 'smart', eventCreationFee: 1500, shopOpeningFee: 2900, cardCommissionBasisPoints: 150, updatedAt: '2026-11-01T00:00:00.000Z' };

describe('PlanFeesTable (/admin/billing)', () => {
  it('shows each plan’s fees in euros and percent, and saves them as cents and basis points', async () => {
    serve({ 'GET /v1/plan-fees': () => [smartFees], 'PUT /v1/plan-fees/smart': (body) => ({ ...smartFees, ...(body as object), updatedAt: '2026-11-02T00:00:00.000Z' }) });
    renderWithProviders(<PlanFeesTable />);

    const eventFee = (await screen.findByLabelText('Frais de création d’événement de l’offre Smart, en euros HT')) as HTMLInputElement;
    const commission = screen.getByLabelText('Commission sur les encaissements carte de l’offre Smart, en pourcentage') as HTMLInputElement;
    expect([eventFee.value, (screen.getByLabelText('Frais d’ouverture de boutique de l’offre Smart, en euros HT') as HTMLInputElement).value, commission.value]).toEqual(['15,00', '29,00', '1,50']);

    fireEvent.change(eventFee, { target: { value: '19,9' } });
    fireEvent.change(commission, { target: { value: '2.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les frais de l’offre Smart' }));

    await waitFor(() => expect(state.toast.success).toHaveBeenCalledWith('Frais de l’offre Smart enregistrés', expect.objectContaining({ description: undefined })));
    expect(state.apiFetch).toHaveBeenCalledWith('/v1/plan-fees/smart', { method: 'PUT', body: { eventCreationFee: 1990, shopOpeningFee: 2900, cardCommissionBasisPoints: 225 } });
  });

  it('refuses a commission over 100 % before calling the API', async () => {
    serve({ 'GET /v1/plan-fees': () => [smartFees] });
    renderWithProviders(<PlanFeesTable />);
    const commission = await screen.findByLabelText('Commission sur les encaissements carte de l’offre Smart, en pourcentage');
    fireEvent.change(commission, { target: { value: '100,01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer les frais de l’offre Smart' }));

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(commission.getAttribute('aria-invalid')).toBe('true');
    expect(state.apiFetch).toHaveBeenCalledTimes(1);
  });
});

describe('ClientInvoicesPanel (admin client page)', () => {
  const draft = invoice({ id: '00000000-0000-4000-8000-0000000000f3', status: 'draft', number: null, issuedAt: null, dueAt: null });

  it('lists the drafts too, and offers a credit note only for an issued invoice, after confirmation', async () => {
    serve({
      [`GET /v1/clients/${clientId}/invoices`]: () => page([draft, invoice()]),
      [`POST /v1/invoices/${invoice().id}/credit-note`]: () => invoice({ id: '00000000-0000-4000-8000-0000000000f4', kind: 'creditNote', number: 'A-2026-0002', creditedInvoiceId: invoice().id }),
    });
    renderWithProviders(<ClientInvoicesPanel clientId={clientId} />);

    const table = await screen.findByRole('table', { name: 'Factures de la plateforme' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByRole('button', { name: /^Émettre un avoir/ })).toHaveLength(1);

    fireEvent.click(within(table).getByRole('button', { name: 'Émettre un avoir pour la facture F-2026-0007' }));
    const dialog = screen.getByRole('dialog', { name: 'Émettre un avoir ?' });
    expect(dialog.textContent?.replace(/[\u202f\u00a0]/g, ' ')).toContain('F-2026-0007 (1 234,56 €)');
    expect(state.apiFetch).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Émettre l’avoir' }));

    await waitFor(() => expect(state.toast.success).toHaveBeenCalledWith('Avoir A-2026-0002 émis', expect.objectContaining({ description: undefined })));
  });

  it('issues the previous month’s fees for this client, and says when there were none', async () => {
    serve({
      [`GET /v1/clients/${clientId}/invoices`]: () => page([]),
      [`POST /v1/clients/${clientId}/invoice-fees`]: () => {
        throw new ApiError(404, { errorCode: 'NO_EVENT_FOUND_ON_REQUESTED_PERIOD' });
      },
    });
    renderWithProviders(<ClientInvoicesPanel clientId={clientId} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Émettre les frais du mois' }));

    await waitFor(() => expect(state.toast.error).toHaveBeenCalledWith(frErrors.NO_EVENT_FOUND_ON_REQUESTED_PERIOD.title, expect.anything()));
    const [, options] = state.apiFetch.mock.calls.find(([path]) => String(path).endsWith('/invoice-fees'))!;
    expect(options.body.periodStart).toMatch(/^\d{4}-\d{2}-01$/);
  });
});
