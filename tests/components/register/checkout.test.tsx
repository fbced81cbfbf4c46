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
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

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

  it('splits the payment: the cash part typed, the rest on the card, sent as two parts', async () => {
    state.apiFetch.mockImplementation(() => new Promise(() => {}));
    renderInFrench(<Register />);
    fireEvent.click(screen.getByRole('button', { name: 'Paiement partagé' }));
    const part = await screen.findByLabelText('Part payée en espèces');
    fireEvent.change(part, { target: { value: '25' } });
    expect(screen.getByText(/Saisissez une part en espèces/)).toBeTruthy();
    fireEvent.change(part, { target: { value: '5' } });
    expect(screen.getByText(/Reste à payer par carte : 15,00/)).toBeTruthy();
    const collect = screen.getByRole('button', { name: /^Encaisser 5,00.€ en espèces, puis 15,00.€ par carte$/ });
    expect(collect.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Montant exact' }));
    fireEvent.click(collect);
    await waitFor(() => expect(saleCalls()).toHaveLength(1));
    expect(saleCalls()[0]![1]).toMatchObject({
      body: {
        payments: [
          { method: 'cash', amount: 500, amountTendered: 500 },
          { method: 'card', amount: 1500 },
        ],
      },
    });
    expect(saleCalls()[0]![1].body.payment).toBeUndefined();
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

  it('renews the key when the server says it was used for another basket, keeps the basket and says why in plain words', async () => {
    state.apiFetch.mockRejectedValue(new ApiError(409, { errorCode: 'IDEMPOTENCY_KEY_REUSED' }));
    const key = registerBasketStore(stand.id).getState().checkoutKey;
    renderInFrench(<Register />);
    fireEvent.click(screen.getByRole('button', { name: 'Carte bancaire' }));
    await waitFor(() => expect(registerBasketStore(stand.id).getState().checkoutKey).not.toBe(key));
    expect(registerBasketStore(stand.id).getState().lines).toHaveLength(1);
    expect(toasts.warning).toHaveBeenCalledWith('Vente non enregistrée', { description: expect.stringContaining('Le panier est conservé') });
    const shown = [...toasts.error.mock.calls, ...toasts.warning.mock.calls].flat().map((value) => JSON.stringify(value)).join(' ');
    expect(shown).not.toContain('Demande déjà envoyée avec un autre contenu');
  });
});
