import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmClosing } from '@/features/closing/components/wizard/confirm-closing';
import type { ClosingTotals } from '@/features/closing/closing-totals';
import type { ClosingData, ClosingRunView, ClosingStand } from '@/features/closing/types';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { messages } from '@/lib/i18n/messages';
import frClosing from '@/locales/fr/closing.json';
import { closingStore, emptyClosingForm, resetClosingStores } from '@/features/closing/closing-store';
import { takingsOf } from '@/features/orders/takings';
import { money, takings } from './settlement-fixtures';

const state = vi.hoisted(() => ({ apiFetch: vi.fn(), push: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, push: state.push, replace: vi.fn() }) }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));
vi.mock('@sentry/nextjs', () => ({ captureException: vi.fn() }));

const quiet: ClosingData = {
  event: { id: 'event-1', projectId: 'p', name: 'Nantes', status: 'inProgress', commissionType: 'noCommission', theaterFeeAmount: null, theaterFeeVat: null, commissionAgentFeeAmount: null, commissionAgentFeeVat: null, venueDeal: null },
  ordersInProgress: [],
  stands: [],
  takings: takingsOf([], []),
  closedAt: null,
};

const stand = (id: string, change: Partial<ClosingStand>): ClosingStand => ({
  id,
  name: `Stand ${id}`,
  inventoryId: `inv-${id}`,
  isCashCompatible: true,
  status: 'closed',
  changeFund: 15000,
  takings: { cash: 0, card: 0, total: 0, sales: 0 },
  drawer: { cashSales: 0, cashRefunds: 0, cashIn: 0, cashOut: 0 },
  lastCashDetail: null,
  sold: [],
  levels: [],
  inTransit: 0,
  runTaken: [],
  ...change,
});

/** A date with something left undone everywhere: a stand open, cash never counted, an online order not collected. */
const busy: ClosingData = {
  ...quiet,
  event: { ...quiet.event, commissionType: 'theatreFee', theaterFeeAmount: 10, theaterFeeVat: 20 },
  ordersInProgress: [
    { id: 'order-7', ticketNumber: 7, channel: 'shop', status: 'paid', standId: null, standName: null, collectionStandId: 'hall', customerName: 'Camille Martin', totalInclVat: 3000, createdAt: '2026-07-14T17:00:00.000Z' },
  ],
  stands: [
    stand('hall', { name: 'Hall', status: 'opened', takings: { cash: 12000, card: 30000, total: 42000, sales: 9 }, drawer: { cashSales: 12000, cashRefunds: 0, cashIn: 0, cashOut: 0 }, sold: [{ productVariantId: 'v-1', quantity: 7, free: 1 }] }),
    stand('balcon', { name: 'Balcon', isCashCompatible: false, takings: { cash: 0, card: 8000, total: 8000, sales: 2 }, sold: [{ productVariantId: 'v-1', quantity: 2, free: 0 }] }),
  ],
};


// The settlement's figures: 500 € of the date's takings excluding VAT, 60 € of it online.
const totals: ClosingTotals = { money: money({ takings: takings(0, 54000, 6000), exclVat: 50000, vat: 10000 }), stands: [], online: money({ takings: takings(0, 0, 6000) }), unitsSold: 9 };

const runOf = (change: Partial<ClosingRunView>): ClosingRunView => ({ id: 'run', eventId: 'event-1', status: 'finished', step: 'confirm', done: 3, total: 3, errorCode: null, fields: null, ...change });

/** The server: the totals on GET, the run (or its refusal) on POST. */
function serve(run: (path: string) => unknown) {
  state.apiFetch.mockImplementation(async (path: string, options?: { method?: string }) => {
    if (path.endsWith('/closing-totals')) return totals;
    if (options?.method === 'PATCH') return {};
    return run(path);
  });
}

function renderConfirm(data: ClosingData = quiet) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <NextIntlClientProvider locale="fr" messages={{ ...messages.fr, closing: frClosing }} timeZone="Europe/Paris">
      <QueryClientProvider client={queryClient}>
        <ConfirmClosing data={data} store={closingStore('event-1')} projectId="p" onDone={vi.fn()} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
}

const posts = () => state.apiFetch.mock.calls.filter(([, options]) => options?.method === 'POST');

/** "Confirmer la clôture", then the dialog's own button. */
async function confirmInDialog(button = 'Confirmer la clôture') {
  fireEvent.click(screen.getByRole('button', { name: button }));
  const dialog = screen.getByRole('dialog', { name: 'Clôturer Nantes ?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Clôturer la date' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('the closing’s confirmation: one closing run', () => {
  beforeEach(() => {
    localStorage.clear();
    resetClosingStores();
    state.apiFetch.mockReset();
    state.push.mockReset();
  });

  it('sends the wizard’s plan once, under the run id it keeps, then lands on the settlement with the state reset', async () => {
    serve(() => runOf({}));
    renderConfirm();
    // Nothing left undone: no warning, nothing to tick.
    expect(screen.queryByRole('checkbox')).toBeNull();
    await confirmInDialog();
    await waitFor(() => expect(state.push).toHaveBeenCalledWith('/dashboard/event/projects/p/tour/event-1/settlement'));
    expect(posts()).toHaveLength(1);
    const [path, options] = posts()[0]!;
    expect(path).toBe('/v1/events/event-1/closing-runs');
    expect(options.body).toMatchObject({ eventId: 'event-1', runId: expect.any(String), commissionType: 'noCommission', stands: [], concession: [] });
    expect(closingStore('event-1').getState().runId).toBeNull();
  });

  it('sends nothing when the manager goes back from the confirmation dialog', () => {
    serve(() => runOf({}));
    renderConfirm();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la clôture' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revenir au récapitulatif' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posts()).toHaveLength(0);
  });

  it('says at which step a refused run stopped, with the catalogue’s text, and resumes the same run', async () => {
    state.apiFetch.mockImplementation(async (path: string, options?: { method?: string }) => {
      if (path.endsWith('/closing-totals')) return totals;
      if (options?.method === 'POST') throw new ApiError(409, { errorCode: 'CLOSING_ORDERS_IN_PROGRESS' });
      return runOf({ status: 'failed', step: 'confirm', done: 2, errorCode: 'CLOSING_ORDERS_IN_PROGRESS' });
    });
    renderConfirm();
    await confirmInDialog();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('À l’étape « fin de l’événement » : Des commandes sont encore en cours');
    const runId = closingStore('event-1').getState().runId;
    expect(runId).toEqual(expect.any(String));

    state.apiFetch.mockReset();
    serve(() => runOf({ id: runId! }));
    await confirmInDialog('Reprendre la confirmation');
    await waitFor(() => expect(state.push).toHaveBeenCalled());
    expect(posts()[0]![1].body.runId).toBe(runId);
  });
});

describe('before the confirmation: what is left undone, and the date’s totals', () => {
  beforeEach(() => {
    localStorage.clear();
    resetClosingStores();
    state.apiFetch.mockReset();
    state.push.mockReset();
  });

  it('warns of a stand still open, cash never counted and an online order not collected, each with its fix', async () => {
    serve(() => runOf({}));
    renderConfirm(busy);
    const warnings = screen.getByRole('region', { name: '3 points à régler avant de clôturer' });
    expect(warnings.textContent).toContain('1 commande en ligne n’a pas été remise.');
    expect(within(warnings).getByRole('link', { name: 'Traiter les commandes' }).getAttribute('href')).toBe('/dashboard/event/projects/p/tour/event-1/closing/orders');
    expect(warnings.textContent).toContain('Hall est encore ouvert');
    expect(warnings.textContent).toContain(`Hall a encaissé ${formatMoney(12000)} en espèces, mais aucun comptage de caisse ne sera enregistré.`);
    expect(within(warnings).getByRole('link', { name: 'Compter la caisse de Hall' }).getAttribute('href')).toBe('/dashboard/event/projects/p/tour/event-1/closing/hall/cash');
    // A card-only stand has no drawer to count.
    expect(warnings.textContent).not.toContain('Balcon');

    // The stand is closed from here.
    fireEvent.click(within(warnings).getByRole('button', { name: 'Fermer Hall' }));
    await waitFor(() => expect(state.apiFetch).toHaveBeenCalledWith('/v1/stands/hall', { method: 'PATCH', body: { status: 'closed' } }));
  });

  it('asks for an explicit second confirmation before closing anyway', () => {
    serve(() => runOf({}));
    renderConfirm(busy);
    const confirm = screen.getByRole('button', { name: 'Confirmer la clôture' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Je clôture quand même, malgré les 3 points ci-dessus.' }));
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(screen.getByRole('dialog', { name: 'Clôturer Nantes ?' })).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it('no longer warns of a drawer once its count is in the wizard', () => {
    serve(() => runOf({}));
    closingStore('event-1').getState().updateForm('hall', { ...emptyClosingForm, detailCash: { '5000': 3 }, totalCash: 15000 });
    renderConfirm({ ...busy, ordersInProgress: [], stands: busy.stands.map((entry) => ({ ...entry, status: 'closed' as const })) });
    expect(screen.queryByRole('region')).toBeNull();
    expect((screen.getByRole('button', { name: 'Confirmer la clôture' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the date’s totals by channel, its units and the venue’s fee with its VAT in the confirmation dialog', async () => {
    serve(() => runOf({}));
    renderConfirm({ ...busy, ordersInProgress: [] });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la clôture' }));
    const dialog = screen.getByRole('dialog', { name: 'Clôturer Nantes ?' });
    const row = (label: string | RegExp) => within(dialog).getByText(label).nextElementSibling?.textContent;
    expect(row('Espèces aux stands')).toBe(formatMoney(12000));
    expect(row('Carte aux stands')).toBe(formatMoney(38000));
    await waitFor(() => expect(row('Ventes en ligne')).toBe(formatMoney(6000)));
    expect(row('Total TTC')).toBe(formatMoney(56000));
    expect(row('Articles vendus')).toBe('9');
    // 10 % of the date's 500 € excluding VAT, and 20 % VAT on it: the settlement's own arithmetic.
    expect(row(/^Commission de la salle/)).toBe(`${formatMoney(5000)} HT + ${formatMoney(1000)} TVA = ${formatMoney(6000)}`);
  });
});
