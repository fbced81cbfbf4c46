import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BasketPanel } from '@/features/register/components/basket-panel';
import { OfflineSaleReceipt } from '@/features/register/components/offline-sale-receipt';
import { useCheckout } from '@/features/register/components/use-checkout';
import { keepStandDevice } from '@/features/register/offline/device';
import { outboxDatabase } from '@/features/register/offline/outbox-db';
import { registerBasketStore, resetRegisterStores } from '@/features/register/register-basket';
import type { StandView } from '@/features/stands';
import { useOnline } from '@/lib/network/use-online';
import { renderInFrench } from './register-fixtures';

const state = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('sonner', () => ({ toast: toasts }));

const stand: StandView = { id: 'stand-1', eventId: 'ev-1', name: 'Hall', inventoryId: 'inv-1', isCashCompatible: true, changeFund: 15000, cardReaderId: null, status: 'opened', sellers: [], createdAt: '', updatedAt: '' };

function Register() {
  const checkout = useCheckout('ev-1', stand, () => {});
  const online = useOnline();
  const offlineReceipt = registerBasketStore(stand.id)((s) => s.offlineReceipt);
  if (offlineReceipt) return <OfflineSaleReceipt receipt={offlineReceipt} onNewSale={() => registerBasketStore(stand.id).getState().closeReceipt()} />;
  return <BasketPanel stand={stand} stock={() => 10} checkout={checkout} online={online} />;
}

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const saleCalls = () => state.apiFetch.mock.calls.filter(([path]) => path === '/v1/orders-event');

async function payExactCash() {
  fireEvent.click(screen.getByRole('button', { name: 'Espèces' }));
  fireEvent.click(screen.getByRole('button', { name: 'Montant exact' }));
  fireEvent.click(screen.getByRole('button', { name: /^Encaisser 20,00/ }));
}

beforeEach(async () => {
  localStorage.clear();
  resetRegisterStores();
  state.apiFetch.mockReset();
  await outboxDatabase().sales.clear();
  await outboxDatabase().devices.clear();
  await keepStandDevice(outboxDatabase(), { deviceId: 'device-1', standId: stand.id, number: 1 });
  registerBasketStore(stand.id).getState().add({ productVariantId: 'v-cap', productId: 'p-cap', productTitle: 'Casquette', variantTitle: null, category: 'accessories', unitPrice: 2000, vatRate: 20 });
});
afterEach(() => setOnline(true));

describe('the register with no network', () => {
  it('stores a cash sale in the outbox before its receipt, numbered {number}-{sequence}, and empties the basket', async () => {
    setOnline(false);
    const key = registerBasketStore(stand.id).getState().checkoutKey;
    renderInFrench(<Register />);
    await payExactCash();
    expect(await screen.findByRole('heading', { name: 'Vente enregistrée – ticket n° 1-1' })).toBeTruthy();
    expect(screen.getByText('Hors ligne, en attente d’envoi')).toBeTruthy();
    const queued = await outboxDatabase().sales.get(key);
    expect(queued).toMatchObject({
      receiptNumber: '1-1',
      state: 'pending',
      body: { eventId: 'ev-1', standId: 'stand-1', items: [{ productVariantId: 'v-cap', quantity: 1 }], payment: { method: 'cash', amountTendered: 2000 }, offline: { deviceId: 'device-1', sequence: 1 } },
    });
    expect(registerBasketStore(stand.id).getState().lines).toEqual([]);
    expect(saleCalls()).toHaveLength(0);
    expect(localStorage.getItem('merch-outbox-pending')).toBe('1');
  });

  it('says card needs the network and never sends a card sale', async () => {
    setOnline(false);
    renderInFrench(<Register />);
    expect(screen.getByText(/le paiement par carte a besoin du réseau/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Carte bancaire' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Paiement partagé' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Espèces' }).hasAttribute('disabled')).toBe(false);
    expect(saleCalls()).toHaveLength(0);
  });

  it('takes a cash sale offline when the network drops during the sale, with the same key', async () => {
    state.apiFetch.mockImplementation((path: string) => (path === '/v1/orders-event' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(undefined)));
    const key = registerBasketStore(stand.id).getState().checkoutKey;
    renderInFrench(<Register />);
    await payExactCash();
    expect(await screen.findByRole('heading', { name: 'Vente enregistrée – ticket n° 1-1' }, { timeout: 8_000 })).toBeTruthy();
    // The hook tried the network three times with the key, then the outbox kept the sale under the same key.
    expect(saleCalls().length).toBeGreaterThan(0);
    expect((await outboxDatabase().sales.get(key))?.receiptNumber).toBe('1-1');
  }, 15_000);

  it('does not sell offline on a stand this tablet never opened online', async () => {
    await outboxDatabase().devices.clear();
    setOnline(false);
    renderInFrench(<Register />);
    await payExactCash();
    await waitFor(() => expect(toasts.warning).toHaveBeenCalled());
    expect(await outboxDatabase().sales.count()).toBe(0);
    expect(registerBasketStore(stand.id).getState().lines).toHaveLength(1);
  });
});
