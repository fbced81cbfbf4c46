import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@/features/orders';
import { BasketPanel } from '@/features/register/components/basket-panel';
import { useCheckout } from '@/features/register/components/use-checkout';
import type { StandView } from '@/features/stands';
import { ApiError } from '@/lib/api-client';
import { registerBasketStore, resetRegisterStores } from '@/features/register/register-basket';
import { renderInFrench } from './register-fixtures';

const state = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const stand: StandView = { id: 'stand-1', eventId: 'ev-1', name: 'Hall', inventoryId: 'inv-1', isCashCompatible: true, changeFund: 15000, cardReaderId: null, status: 'opened', sellers: [], createdAt: '', updatedAt: '' };

function Register() {
  const checkout = useCheckout('ev-1', stand, () => {});
  return <BasketPanel stand={stand} stock={() => 10} checkout={checkout} />;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, ko) => {
    resolve = ok;
    reject = ko;
  });
  return { promise, resolve, reject };
}

const saleCalls = () => state.apiFetch.mock.calls.filter(([path]) => path === '/v1/orders-event');

beforeEach(() => {
  localStorage.clear();
  resetRegisterStores();
  state.apiFetch.mockReset();
  registerBasketStore(stand.id).getState().add({ productVariantId: 'v-cap', productId: 'p-cap', productTitle: 'Casquette', variantTitle: null, category: 'accessories', unitPrice: 2000, vatRate: 20 });
});

describe('checking out the basket', () => {
  it('sends one sale for a double tap, with the basket’s key, then shows the receipt and renews the key', async () => {
    const answer = deferred<OrderView>();
    state.apiFetch.mockImplementation((path: string) => (path === '/v1/orders-event' ? answer.promise : Promise.resolve(undefined)));
    const key = registerBasketStore(stand.id).getState().checkoutKey;
    renderInFrench(<Register />);
    fireEvent.click(screen.getByRole('button', { name: 'Espèces' }));
    fireEvent.click(screen.getByRole('button', { name: 'Montant exact' }));
    const collect = screen.getByRole('button', { name: /^Encaisser 20,00/ });
    fireEvent.click(collect);
    fireEvent.click(collect);
    await waitFor(() => expect(saleCalls()).toHaveLength(1));
    expect(saleCalls()[0]![1]).toMatchObject({
      method: 'POST',
      headers: { 'Idempotency-Key': key },
      body: { eventId: 'ev-1', standId: 'stand-1', items: [{ productVariantId: 'v-cap', quantity: 1 }], payment: { method: 'cash', amountTendered: 2000 } },
    });
    answer.resolve({ id: 'o-1', status: 'finished', payments: [], items: [] } as unknown as OrderView);
    await waitFor(() => expect(registerBasketStore(stand.id).getState().receipt?.id).toBe('o-1'));
    expect(registerBasketStore(stand.id).getState().lines).toEqual([]);
    expect(registerBasketStore(stand.id).getState().checkoutKey).not.toBe(key);
    expect(saleCalls()).toHaveLength(1);
  });

  it('keeps the key after a refusal, so that the next attempt is still the same sale', async () => {
    state.apiFetch.mockRejectedValue(new ApiError(409, { errorCode: 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY', fields: ['items.0.quantity'] }));
    const key = registerBasketStore(stand.id).getState().checkoutKey;
    renderInFrench(<Register />);
    fireEvent.click(screen.getByRole('button', { name: 'Carte bancaire' }));
    await waitFor(() => expect(screen.getByText(/Plus assez de stock sur le stand/)).toBeTruthy());
    expect(registerBasketStore(stand.id).getState().checkoutKey).toBe(key);
    expect(registerBasketStore(stand.id).getState().lines).toHaveLength(1);
  });

  it('renews the key when the server says it was used for another basket', async () => {
    state.apiFetch.mockRejectedValue(new ApiError(422, { errorCode: 'IDEMPOTENCY_KEY_REUSED' }));
    const key = registerBasketStore(stand.id).getState().checkoutKey;
    renderInFrench(<Register />);
    fireEvent.click(screen.getByRole('button', { name: 'Carte bancaire' }));
    await waitFor(() => expect(registerBasketStore(stand.id).getState().checkoutKey).not.toBe(key));
  });
});
