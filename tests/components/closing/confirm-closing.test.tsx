import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmClosing } from '@/features/closing/components/wizard/confirm-closing';
import type { ClosingData, ClosingRunView } from '@/features/closing/types';
import { ApiError } from '@/lib/api-client';
import { messages } from '@/lib/i18n/messages';
import frClosing from '@/locales/fr/closing.json';
import { closingStore, resetClosingStores } from '@/features/closing/closing-store';
import { takingsOf } from '@/features/orders/takings';

const state = vi.hoisted(() => ({ apiFetch: vi.fn(), push: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, push: state.push, replace: vi.fn() }) }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));
vi.mock('@sentry/nextjs', () => ({ captureException: vi.fn() }));

const data: ClosingData = {
  event: { id: 'event-1', projectId: 'p', name: 'Nantes', status: 'inProgress', commissionType: 'noCommission', theaterFeeAmount: null, theaterFeeVat: null, commissionAgentFeeAmount: null, commissionAgentFeeVat: null, venueDeal: null },
  ordersInProgress: [],
  stands: [],
  takings: takingsOf([], []),
  closedAt: null,
};

const runOf = (change: Partial<ClosingRunView>): ClosingRunView => ({ id: 'run', eventId: 'event-1', status: 'finished', step: 'confirm', done: 3, total: 3, errorCode: null, fields: null, ...change });

function renderConfirm() {
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

describe('the closing’s confirmation: one closing run', () => {
  beforeEach(() => {
    localStorage.clear();
    resetClosingStores();
    state.apiFetch.mockReset();
    state.push.mockReset();
  });

  it('sends the wizard’s plan once, under the run id it keeps, then goes back to the event with the state reset', async () => {
    state.apiFetch.mockResolvedValue(runOf({}));
    renderConfirm();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la clôture' }));
    await waitFor(() => expect(state.push).toHaveBeenCalled());
    expect(posts()).toHaveLength(1);
    const [path, options] = posts()[0]!;
    expect(path).toBe('/v1/events/event-1/closing-runs');
    expect(options.body).toMatchObject({ eventId: 'event-1', runId: expect.any(String), commissionType: 'noCommission', stands: [], concession: [] });
    expect(closingStore('event-1').getState().runId).toBeNull();
  });

  it('says at which step a refused run stopped, with the catalogue’s text, and resumes the same run', async () => {
    state.apiFetch.mockImplementation(async (_path: string, options?: { method?: string }) => {
      if (options?.method === 'POST') throw new ApiError(409, { errorCode: 'CLOSING_ORDERS_IN_PROGRESS' });
      return runOf({ status: 'failed', step: 'confirm', done: 2, errorCode: 'CLOSING_ORDERS_IN_PROGRESS' });
    });
    renderConfirm();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la clôture' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('À l’étape « fin de l’événement » : Des commandes sont encore en cours');
    const runId = closingStore('event-1').getState().runId;
    expect(runId).toEqual(expect.any(String));

    state.apiFetch.mockReset();
    state.apiFetch.mockResolvedValue(runOf({ id: runId! }));
    fireEvent.click(screen.getByRole('button', { name: 'Reprendre la confirmation' }));
    await waitFor(() => expect(state.push).toHaveBeenCalled());
    expect(posts()[0]![1].body.runId).toBe(runId);
  });
});
