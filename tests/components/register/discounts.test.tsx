import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BasketPanel } from '@/features/register/components/basket-panel';
import { useCheckout } from '@/features/register/components/use-checkout';
import type { StandView } from '@/features/stands';
import { registerBasketStore, resetRegisterStores } from '@/features/register/register-basket';
import { renderInFrench } from './register-fixtures';

const state = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const stand: StandView = { id: 'stand-d', eventId: 'ev-1', name: 'Hall', inventoryId: 'inv-1', isCashCompatible: true, changeFund: 0, cardReaderId: null, status: 'opened', sellers: [], createdAt: '', updatedAt: '' };

function Register() {
  const checkout = useCheckout('ev-1', stand, () => {});
  return <BasketPanel stand={stand} stock={() => 10} checkout={checkout} />;
}

const saleBody = () => state.apiFetch.mock.calls.find(([path]) => path === '/v1/orders-event')?.[1].body;
const total = () => screen.getByTestId('basket-total').textContent;

beforeEach(() => {
  localStorage.clear();
  resetRegisterStores();
  state.apiFetch.mockReset();
  state.apiFetch.mockImplementation(() => new Promise(() => {}));
  const store = registerBasketStore(stand.id).getState();
  store.add({ productVariantId: 'v-cap', productId: 'p-cap', productTitle: 'Casquette', variantTitle: null, category: 'accessories', unitPrice: 2000, vatRate: 20 });
  store.add({ productVariantId: 'v-lp', productId: 'p-lp', productTitle: 'Vinyle', variantTitle: null, category: 'phonography', unitPrice: 3000, vatRate: 20 });
});

describe('discounts in the basket', () => {
  // The discount's fields come after the register's first paint (lazy-parts.tsx): found once they have arrived.
  it('takes a line’s discount in percent, as cents off the line', async () => {
    renderInFrench(<Register />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Remise' })[0]!);
    fireEvent.click(await screen.findByRole('radio', { name: 'En pourcentage' }));
    fireEvent.change(screen.getByLabelText('Remise – Casquette'), { target: { value: '15' } });
    expect(registerBasketStore(stand.id).getState().lines[0]!.discount).toBe(300);
    expect(total()).toMatch(/^47,00/);
  });

  it('asks why a line is given away before it can be collected, and sends the reason', async () => {
    renderInFrench(<Register />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Remise' })[0]!);
    fireEvent.click(await screen.findByRole('radio', { name: 'En pourcentage' }));
    fireEvent.change(screen.getByLabelText('Remise – Casquette'), { target: { value: '100' } });
    expect(await screen.findByRole('group', { name: 'Pourquoi est-ce offert ?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Carte bancaire' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Autre' }));
    fireEvent.change(screen.getByLabelText('Précisez le motif'), { target: { value: 'Concours radio' } });
    const card = screen.getByRole('button', { name: 'Carte bancaire' });
    expect(card.hasAttribute('disabled')).toBe(false);
    fireEvent.click(card);
    await waitFor(() => expect(saleBody()).toBeDefined());
    expect(saleBody().items[0]).toEqual({ productVariantId: 'v-cap', quantity: 1, discount: 2000, discountReason: 'Concours radio' });
  });

  it('shows a basket discount spread as the sale will store it, and sends it for the server to spread', async () => {
    renderInFrench(<Register />);
    fireEvent.click(screen.getByRole('button', { name: 'Remise sur le panier' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'En pourcentage' }));
    fireEvent.change(screen.getByLabelText('Remise sur tout le panier'), { target: { value: '10' } });
    expect(total()).toMatch(/^45,00/);
    fireEvent.click(screen.getByRole('button', { name: 'Carte bancaire' }));
    await waitFor(() => expect(saleBody()).toBeDefined());
    expect(saleBody()).toMatchObject({ basketDiscount: { percent: 10 }, payment: { method: 'card' } });
    expect(saleBody().items.every((item: { discount?: number }) => item.discount === undefined)).toBe(true);
  });

  it('asks why the whole basket is given away', async () => {
    renderInFrench(<Register />);
    fireEvent.click(screen.getByRole('button', { name: 'Remise sur le panier' }));
    fireEvent.change(await screen.findByLabelText('Remise sur tout le panier'), { target: { value: '50' } });
    expect(total()).toMatch(/^0,00/);
    expect(screen.getByRole('button', { name: 'Carte bancaire' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(await screen.findByRole('radio', { name: 'Groupe' }));
    expect(registerBasketStore(stand.id).getState().basketDiscountReason).toBe('Groupe');
    expect(screen.getByRole('button', { name: 'Carte bancaire' }).hasAttribute('disabled')).toBe(false);
  });
});
