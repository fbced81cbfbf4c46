import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CardWaiting } from '@/features/register/components/card-waiting';
import { useCancelAbandonedCardOrders } from '@/features/register/offline/abandoned-card-orders';
import { registerBasketStore, resetRegisterStores } from '@/features/register/register-basket';
import type { OrderView } from '@/features/orders';
import { ApiError } from '@/lib/api-client';
import { renderInFrench } from './register-fixtures';

const state = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const STAND = 'stand-1';

const cardOrder = {
  id: 'order-card',
  status: 'inProgress',
  ticketNumber: 7,
  totalInclVat: 1500,
  items: [{ id: 'item-1', quantity: 1, productTitle: 'Gourde', variantTitle: null, customLabel: null }],
  payments: [{ id: 'pay-1', method: 'card', status: 'pending', amount: 1500, provider: 'sandbox' }],
} as unknown as OrderView;

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

function Canceller({ online }: { online: boolean }) {
  useCancelAbandonedCardOrders(STAND, 'inv-1', online);
  return null;
}

beforeEach(() => {
  localStorage.clear();
  resetRegisterStores();
  state.apiFetch.mockReset();
  Object.values(toasts).forEach((toast) => toast.mockReset());
  const store = registerBasketStore(STAND).getState();
  store.add({ productVariantId: 'v-1', productId: 'p-1', productTitle: 'Gourde', variantTitle: null, category: 'accessories', unitPrice: 1500, vatRate: 20 });
  store.setCardOrder(cardOrder);
});
afterEach(() => setOnline(true));

describe('a card payment caught with no network', () => {
  it('answers nothing, says the payment is not counted, and offers cash', async () => {
    setOnline(false);
    state.apiFetch.mockResolvedValue(cardOrder);
    const takeCash = vi.fn();
    renderInFrench(<CardWaiting order={cardOrder} onSettled={() => {}} onTakeCash={takeCash} />);
    expect(screen.getByRole('alert').textContent).toMatch(/Pas de réseau : ce paiement par carte ne peut pas être confirmé, il n’est pas compté comme payé/);
    expect(screen.getByRole('button', { name: 'Paiement accepté' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Abandonner le paiement' }).hasAttribute('disabled')).toBe(true);
    screen.getByRole('button', { name: 'Encaisser en espèces' }).click();
    expect(takeCash).toHaveBeenCalledOnce();
  });

  it('given up, brings the basket back and keeps the order to cancel, across a reload', () => {
    registerBasketStore(STAND).getState().abandonCardOrder();
    const after = registerBasketStore(STAND).getState();
    expect(after.cardOrder).toBeNull();
    expect(after.lines.map((line) => line.productVariantId)).toEqual(['v-1']);
    expect(after.abandonedCardOrders).toEqual([{ id: 'order-card', ticketNumber: 7, totalInclVat: 1500 }]);
    resetRegisterStores();
    expect(registerBasketStore(STAND).getState().abandonedCardOrders).toEqual([{ id: 'order-card', ticketNumber: 7, totalInclVat: 1500 }]);
  });
});

describe('back online, a card sale given up', () => {
  beforeEach(() => registerBasketStore(STAND).getState().abandonCardOrder());

  it('is cancelled on the server, then forgotten', async () => {
    state.apiFetch.mockResolvedValue({ ...cardOrder, status: 'canceled' });
    renderInFrench(<Canceller online />);
    await waitFor(() => expect(registerBasketStore(STAND).getState().abandonedCardOrders).toEqual([]));
    expect(state.apiFetch).toHaveBeenCalledWith('/v1/orders/order-card', { method: 'PATCH', body: { status: 'canceled' } });
    expect(toasts.warning).not.toHaveBeenCalled();
  });

  it('paid by the terminal after all: the seller is told the sale was paid twice', async () => {
    state.apiFetch.mockImplementation(async (_path: string, options?: { method?: string }) => {
      if (options?.method === 'PATCH') throw new ApiError(409, { errorCode: 'ORDER_STATUS_NOT_ALLOWED' });
      return { ...cardOrder, status: 'finished' };
    });
    renderInFrench(<Canceller online />);
    await waitFor(() => expect(toasts.warning).toHaveBeenCalledWith('Vente payée deux fois', expect.objectContaining({ description: expect.stringMatching(/ticket n° 7 \(15,00\s€\)/) })));
    expect(registerBasketStore(STAND).getState().abandonedCardOrders).toEqual([]);
  });

  it('not tried offline, and kept while the network or the provider cannot answer', async () => {
    const offline = renderInFrench(<Canceller online={false} />);
    expect(state.apiFetch).not.toHaveBeenCalled();
    offline.unmount();
    for (const failure of [new TypeError('Failed to fetch'), new ApiError(502, { errorCode: 'PAYMENT_PROVIDER_ERROR' })]) {
      state.apiFetch.mockReset();
      state.apiFetch.mockRejectedValue(failure);
      const online = renderInFrench(<Canceller online />);
      await waitFor(() => expect(state.apiFetch).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(registerBasketStore(STAND).getState().abandonedCardOrders).toHaveLength(1);
      online.unmount();
    }
  });
});
