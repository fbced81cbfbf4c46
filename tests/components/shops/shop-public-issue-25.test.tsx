import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore, resetCartStores } from '@/features/shops/cart-store';
import { ProductCard } from '@/features/shops/components/public/product-card';
import { CheckoutScreen, ConditionsOfSaleScreen } from '@/features/shops/public';
import type { ShopPageView } from '@/features/shops/types';
import { checkoutPageTexts, conditionsPageTexts, shopPageTexts } from '@/features/shops/page-texts';
import type { PageTexts } from '@/lib/i18n/page-messages';

// Issue #25, the shop: coming back from the payment page, the out-of-stock message, sold-out sizes, the conditions.
vi.mock('next/router', () => ({ useRouter: () => ({ query: { slug: 'k7m2qvtx9a' }, isReady: true, asPath: '/s/k7m2qvtx9a/checkout', locale: 'fr', push: vi.fn(), replace: vi.fn() }) }));

const SHOP_ID = '00000000-0000-4000-8000-000000000003';
const ORDER_ID = '00000000-0000-4000-8000-0000000000f1';

const shopPage = (changes: Partial<ShopPageView> = {}): ShopPageView => ({
  id: SHOP_ID,
  slug: 'k7m2qvtx9a',
  status: 'opened',
  event: { name: 'Rennes – Le Liberté', venueName: 'Le Liberté', city: 'Rennes', performances: ['2026-07-14T20:30'] },
  collection: { stands: [{ name: 'Stand du hall' }], opensAt: '2026-07-14T18:00', closesAt: '2026-07-14T23:30' },
  organiser: { name: 'Démo Productions', logoImageId: null, primaryColor: '#4338ca', secondaryColor: '#0f172a' },
  orderLimits: { perLine: 5, perOrder: 10 },
  conditionsOfSale: null,
  categories: [],
  ...changes,
});

const fetches = vi.fn();
let served: ShopPageView;
beforeEach(() => {
  localStorage.clear();
  resetCartStores();
  served = shopPage();
  fetches.mockReset();
  fetches.mockImplementation(async (url: string, init?: RequestInit) => {
    const path = String(url);
    if (path.endsWith('/v1/shop-pages/k7m2qvtx9a')) return new Response(JSON.stringify(served), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (path.endsWith(`/v1/shop-orders/${ORDER_ID}/abandon`) && init?.method === 'POST') {
      return new Response(JSON.stringify({ order: { id: ORDER_ID, status: 'canceled' } }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
    if (path.endsWith(`/v1/shops/${SHOP_ID}/orders`)) {
      return new Response(JSON.stringify({ errorCode: 'NOT_ENOUGH_AVAILABLE_IN_INVENTORY', fields: ['items.0.quantity'], details: { 'items.0.quantity': 2 } }), { status: 409, headers: { 'Content-Type': 'application/json' } });
    }
    throw new Error(`Unexpected call: ${path}`);
  });
  vi.stubGlobal('fetch', fetches);
});
afterEach(() => vi.unstubAllGlobals());

// Each screen with the texts its page ships, no more: a text it lacks fails the test.
function show(ui: React.ReactNode, texts: PageTexts) {
  return render(
    <NextIntlClientProvider
      locale="fr"
      messages={texts.fr}
      timeZone="Europe/Paris"
      onError={(error) => {
        throw error;
      }}
    >
      {ui}
    </NextIntlClientProvider>,
  );
}

const shirt = { productVariantId: 'v-m', productId: 'p-shirt', category: 'merchandising', title: 'T-shirt Tournée', variantTitle: 'Noir / M', price: 2500 };
const abandons = () => fetches.mock.calls.filter(([url, init]) => String(url).endsWith('/abandon') && init?.method === 'POST');

describe('the checkout, back from the payment page', () => {
  it('releases the order sent to payment at once, once, and finds the buyer’s name and e-mail as they were', async () => {
    const cart = cartStore(SHOP_ID).getState();
    cart.add(shirt);
    cart.setBuyer({ name: 'Camille Martin', email: 'camille@example.com' });
    cart.setPendingOrder({ orderId: ORDER_ID, token: 'a-token' });
    show(<CheckoutScreen />, checkoutPageTexts);
    expect(((await screen.findByLabelText('Nom')) as HTMLInputElement).value).toBe('Camille Martin');
    expect((screen.getByLabelText(/Adresse e-mail/) as HTMLInputElement).value).toBe('camille@example.com');
    await waitFor(() => expect(cartStore(SHOP_ID).getState().pendingOrder).toBeNull());
    expect(abandons()).toHaveLength(1);
    expect(JSON.parse(String(abandons()[0]![1]!.body))).toEqual({ token: 'a-token' });
    // The cart is kept: the spectator pays again from it.
    expect(cartStore(SHOP_ID).getState().items).toHaveLength(1);
    // Restored from the back-forward cache, with nothing left to release: nothing more is sent.
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(abandons()).toHaveLength(1);
  });

  it('says how many remain when a line is short, and links the acceptance to the organiser’s conditions of sale', async () => {
    cartStore(SHOP_ID).getState().add(shirt);
    show(<CheckoutScreen />, checkoutPageTexts);
    const terms = await screen.findByRole('link', { name: /conditions de vente de Démo Productions/ });
    expect(terms.getAttribute('href')).toBe('/s/k7m2qvtx9a/conditions');
    expect(terms.getAttribute('target')).toBe('_blank');
    fireEvent.change(screen.getByLabelText('Nom'), { target: { value: 'Camille Martin' } });
    fireEvent.change(screen.getByLabelText(/Adresse e-mail/), { target: { value: 'camille@example.com' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /Payer/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('Il ne reste que 2 exemplaires de T-shirt Tournée Noir / M : réduisez la quantité.');
    // What was typed is kept for the next attempt.
    expect(cartStore(SHOP_ID).getState().buyer).toEqual({ name: 'Camille Martin', email: 'camille@example.com' });
  });
});

describe('the conditions of sale page', () => {
  it('shows the organiser’s text as text, never as HTML', async () => {
    served = shopPage({ conditionsOfSale: 'Article 1\n<b>gras</b>' });
    show(<ConditionsOfSaleScreen />, conditionsPageTexts);
    // The page read again (a phone may hold the former answer a moment).
    await waitFor(() => expect(screen.getByTestId('conditions-of-sale').textContent).toBe('Article 1\n<b>gras</b>'));
    const text = screen.getByTestId('conditions-of-sale');
    expect(text.querySelector('b')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Conditions de vente de Démo Productions' })).toBeTruthy();
  });

  it('without one, shows the default text in the organiser’s name', async () => {
    show(<ConditionsOfSaleScreen />, conditionsPageTexts);
    await waitFor(() => expect(screen.getByTestId('conditions-of-sale').textContent).toContain('sont vendus par Démo Productions, organisateur de l’événement'));
  });
});

describe('a product’s sizes', () => {
  const product = {
    id: 'p-shirt',
    title: 'T-shirt Tournée',
    description: null,
    imageId: null,
    price: 2500,
    vatRate: 20,
    variants: [
      { id: 'v-s', title: 'S', size: 'S', color: null, price: 2500, available: 0 },
      { id: 'v-m', title: 'M', size: 'M', color: null, price: 2500, available: 3 },
    ],
  };

  it('shows a sold-out size as sold out, not choosable, beside the others', () => {
    show(<ProductCard shopId={SHOP_ID} product={product} category="merchandising" open />, shopPageTexts);
    const sizes = within(screen.getByRole('group', { name: 'Taille / couleur' }));
    const small = sizes.getByRole('radio', { name: /S \(épuisé\)/ }) as HTMLInputElement;
    expect(small.disabled).toBe(true);
    expect((sizes.getByRole('radio', { name: 'M' }) as HTMLInputElement).checked).toBe(true);
  });

  it('every size gone: each still listed as sold out, and the product says so', () => {
    show(<ProductCard shopId={SHOP_ID} product={{ ...product, variants: product.variants.map((variant) => ({ ...variant, available: 0 })) }} category="merchandising" open />, shopPageTexts);
    const radios = within(screen.getByRole('group', { name: 'Taille / couleur' })).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.disabled)).toEqual([true, true]);
    expect(screen.getByText('Épuisé')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ajouter/ })).toBeNull();
  });
});
