import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrainingSaleView } from '@/features/orders/types';
import { BasketPanel } from '@/features/register/components/basket-panel';
import { TrainingReceipt, TrainingSwitch } from '@/features/register/components/training-mode';
import { useCheckout } from '@/features/register/components/use-checkout';
import type { StandView } from '@/features/stands';
import { registerBasketStore, resetRegisterStores } from '@/features/register/register-basket';
import { plainText } from '../../support/render-screen';
import { renderInFrench } from './register-fixtures';

const state = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const stand: StandView = { id: 'stand-1', eventId: 'ev-1', name: 'Hall', inventoryId: 'inv-1', isCashCompatible: true, changeFund: 15000, cardReaderId: null, status: 'opened', sellers: [], createdAt: '', updatedAt: '' };
const store = () => registerBasketStore(stand.id);
const addCap = () => store().getState().add({ productVariantId: 'v-cap', productId: 'p-cap', productTitle: 'Casquette', variantTitle: null, category: 'accessories', unitPrice: 2000, vatRate: 20 });

const trainingSale: TrainingSaleView = {
  id: 'training-1',
  training: true,
  standId: stand.id,
  soldAt: '2026-11-29T20:00:00.000Z',
  items: [{ position: 0, label: 'Casquette', quantity: 1, unitPrice: 2000, discount: 0, lineTotal: 2000 }],
  paymentMethod: 'cash',
  payments: [{ method: 'cash', amount: 2000 }],
  totalInclVat: 2000,
  totalVat: 333,
  totalDiscount: 0,
  amountTendered: 5000,
  changeGiven: 3000,
  journal: { sequence: 7, shortHash: '3F9A0C1B' },
};

function Register() {
  const checkout = useCheckout('ev-1', stand, () => {});
  return (
    <>
      <TrainingSwitch standId={stand.id} />
      <BasketPanel stand={stand} stock={() => 10} checkout={checkout} />
    </>
  );
}

let online = true;
beforeEach(() => {
  localStorage.clear();
  resetRegisterStores();
  state.apiFetch.mockReset();
  Object.values(toasts).forEach((toast) => toast.mockReset());
  online = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});
afterEach(() => {
  online = true;
});

describe('the training switch', () => {
  it('turns the mode on and off with an empty basket, and says why it waits while the basket holds lines', () => {
    renderInFrench(<Register />);
    const toggle = screen.getByRole('button', { name: 'Mode formation' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(store().getState().training).toBe(true);

    act(addCap);
    expect(toggle.hasAttribute('disabled')).toBe(true);
    expect(plainText(document.getElementById(toggle.getAttribute('aria-describedby')!)?.textContent)).toBe('Videz le panier (ou terminez le paiement par carte) pour changer de mode.');
    store().getState().setTraining(false);
    expect(store().getState().training).toBe(true);

    act(() => store().getState().clear());
    fireEvent.click(screen.getByRole('button', { name: 'Mode formation' }));
    expect(store().getState().training).toBe(false);
  });
});

describe('checking out in training', () => {
  it('sends the basket to the stand’s training sales with the checkout key, never as a sale, and shows its receipt', async () => {
    state.apiFetch.mockResolvedValue(trainingSale);
    store().getState().setTraining(true);
    addCap();
    const key = store().getState().checkoutKey;
    renderInFrench(<Register />);
    fireEvent.click(screen.getByRole('button', { name: 'Espèces' }));
    fireEvent.change(screen.getByLabelText('Montant reçu'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: /^Encaisser 20,00/ }));
    await waitFor(() => expect(store().getState().trainingReceipt).toEqual(trainingSale));
    expect(state.apiFetch.mock.calls.map(([path]) => path)).toEqual(['/v1/stands/stand-1/training-sales']);
    expect(state.apiFetch.mock.calls[0]![1]).toEqual({
      method: 'POST',
      headers: { 'Idempotency-Key': key },
      body: { items: [{ productVariantId: 'v-cap', quantity: 1 }], payment: { method: 'cash', amountTendered: 5000 } },
    });
    expect(store().getState()).toMatchObject({ lines: [], receipt: null, training: true });
    expect(store().getState().checkoutKey).not.toBe(key);
  });
  it.each([true, false])('with no answer (online: %s), keeps the basket and never takes the sale offline for real', async (isOnline) => {
    online = isOnline;
    state.apiFetch.mockRejectedValue(new TypeError('Failed to fetch'));
    store().getState().setTraining(true);
    addCap();
    renderInFrench(<Register />);
    fireEvent.click(screen.getByRole('button', { name: 'Espèces' }));
    fireEvent.click(screen.getByRole('button', { name: 'Montant exact' }));
    fireEvent.click(screen.getByRole('button', { name: /^Encaisser 20,00/ }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalled());
    expect(state.apiFetch.mock.calls.map(([path]) => path)).toEqual(['/v1/stands/stand-1/training-sales']);
    expect(store().getState()).toMatchObject({ offlineReceipt: null, trainingReceipt: null, training: true });
    expect(store().getState().lines).toHaveLength(1);
  });
});

describe('the training receipt', () => {
  it('says it is worth nothing, with its total, change, lines and training journal number', () => {
    renderInFrench(<TrainingReceipt sale={trainingSale} onNewSale={() => {}} />);
    expect(screen.getByTestId('training-mark').textContent).toBe('FORMATION – sans valeur');
    expect(screen.getByRole('heading', { name: 'Vente de formation n° 7' })).toBeTruthy();
    expect(plainText(document.body.textContent)).toContain('Monnaie à rendre30,00 €');
    expect(plainText(screen.getByTestId('training-journal').textContent)).toBe('Journal de formation n° 7 · 3F9A0C1B');
    expect(screen.getByRole('button', { name: 'Nouvelle vente' })).toBeTruthy();
  });
});
