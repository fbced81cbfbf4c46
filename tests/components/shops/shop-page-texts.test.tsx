import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore, resetCartStores } from '@/features/shops/cart-store';
import { checkoutErrorCodes, checkoutPageTexts, conditionsPageTexts, orderPageTexts, payPageTexts, shopPageTexts } from '@/features/shops/page-texts';
import { CheckoutScreen, ShopPageScreen } from '@/features/shops/public';
import type { ShopPageView } from '@/features/shops/types';
import { getReceiptPageProps } from '@/features/receipts';
import { routeTitle, type Locale } from '@/lib/i18n/locale';
import { pickTexts, type PageTexts } from '@/lib/i18n/page-messages';
import enErrors from '@/locales/en/errors.json';
import frErrors from '@/locales/fr/errors.json';

// Issue #28: each spectator's page of the shop ships the texts it shows and no more. Its screens are rendered here
// with exactly those, in both languages, in the states they can show: a text they lack fails the test.

const state = vi.hoisted(() => ({ locale: 'fr' as 'fr' | 'en', query: {} as Record<string, string> }));
vi.mock('next/router', () => ({
  useRouter: () => ({ query: { slug: 'k7m2qvtx9a', ...state.query }, isReady: true, asPath: '/s/k7m2qvtx9a', pathname: '/s/[slug]', locale: state.locale, push: vi.fn(), replace: vi.fn() }),
}));

const SHOP_ID = '00000000-0000-4000-8000-000000000003';

const variant = (id: string, title: string, available: number) => ({ id, title, size: title, color: null, price: 2500, available });
const shopPage = (changes: Partial<ShopPageView> = {}): ShopPageView => ({
  id: SHOP_ID,
  slug: 'k7m2qvtx9a',
  status: 'opened',
  event: { name: 'Rennes – Le Liberté', venueName: 'Le Liberté', city: 'Rennes', performances: ['2026-07-14T20:30'] },
  collection: { stands: [{ name: 'Stand du hall' }], opensAt: '2026-07-14T18:00', closesAt: '2026-07-14T23:30' },
  organiser: { name: 'Démo Productions', logoImageId: null, primaryColor: '#4338ca', secondaryColor: '#0f172a' },
  orderLimits: { perLine: 1, perOrder: 10 },
  conditionsOfSale: null,
  categories: [
    {
      category: 'merchandising',
      products: [
        { id: 'p-shirt', title: 'T-shirt Tournée', description: 'Coton bio', imageId: null, price: 2500, vatRate: 20, variants: [variant('v-s', 'S', 0), variant('v-m', 'M', 3)] },
        { id: 'p-sweat', title: 'Sweat', description: null, imageId: null, price: 4500, vatRate: 20, variants: [variant('v-x', 'XL', 0)] },
      ],
    },
    { category: 'phonography', products: [{ id: 'p-vinyl', title: 'Vinyle', description: null, imageId: null, price: 3000, vatRate: 5.5, variants: [variant('v-v', 'Vinyle', 5)] }] },
  ],
  ...changes,
});

let served: ShopPageView | null;
const refusal = { errorCode: 'SHOP_ORDER_LIMIT_EXCEEDED' };
beforeEach(() => {
  localStorage.clear();
  resetCartStores();
  state.query = {};
  served = shopPage();
  vi.stubGlobal('fetch', async (url: string) => {
    const path = String(url);
    if (path.endsWith('/v1/shop-pages/k7m2qvtx9a')) {
      return served ? new Response(JSON.stringify(served), { status: 200, headers: { 'Content-Type': 'application/json' } }) : new Response(JSON.stringify({ errorCode: 'SHOP_NOT_FOUND' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
    }
    if (path.endsWith(`/v1/shops/${SHOP_ID}/orders`)) return new Response(JSON.stringify(refusal), { status: 409, headers: { 'Content-Type': 'application/json' } });
    throw new Error(`Unexpected call: ${path}`);
  });
});
afterEach(() => vi.unstubAllGlobals());

function show(ui: React.ReactNode, texts: PageTexts, locale: Locale) {
  state.locale = locale;
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={texts[locale]}
      timeZone="Europe/Paris"
      onError={(error) => {
        throw error;
      }}
    >
      {ui}
    </NextIntlClientProvider>,
  );
}

describe.each(['fr', 'en'] as const)('the shop’s page with its own texts (%s)', (locale) => {
  it('shows the heading, where to collect, the products in their categories, sold-out sizes and products, the cart', async () => {
    state.query = { payment: 'declined' };
    show(<ShopPageScreen initialPage={shopPage()} />, shopPageTexts, locale);
    expect(screen.getByRole('heading', { level: 1, name: 'Rennes – Le Liberté' })).toBeTruthy();
    expect(screen.getAllByTestId('shop-product')).toHaveLength(3);
    expect(screen.getByRole('alert').textContent).toBe((shopPageTexts[locale] as unknown as Texts).shops!.public!.pay!.declined);
    // Added twice: the second is past the line's limit; then the cart opened, its line grown and shrunk.
    const add = screen.getAllByRole('button', { name: /T-shirt Tournée/ })[0]!;
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(add);
    fireEvent.click(add);
    fireEvent.click(screen.getByRole('button', { expanded: false }));
    fireEvent.click(screen.getAllByRole('button', { name: /T-shirt Tournée M/ })[1]!);
    expect(cartStore(SHOP_ID).getState().items).toHaveLength(1);
  });

  it('back from an abandoned payment, closed, not found, and while it loads', async () => {
    state.query = { payment: 'abandoned' };
    const closed = show(<ShopPageScreen initialPage={shopPage({ status: 'closed', categories: [] })} />, shopPageTexts, locale);
    expect(screen.getByTestId('shop-closed')).toBeTruthy();
    closed.unmount();
    show(<ShopPageScreen initialPage={null} notFound />, shopPageTexts, locale).unmount();
    served = null;
    show(<ShopPageScreen initialPage={null} />, shopPageTexts, locale);
    expect(await screen.findByTestId('shop-not-found')).toBeTruthy();
  });

  it('a refusal of the order at the checkout says its catalogue title in the page’s language', async () => {
    cartStore(SHOP_ID).getState().add({ productVariantId: 'v-m', productId: 'p-shirt', category: 'merchandising', title: 'T-shirt Tournée', variantTitle: 'M', price: 2500 });
    show(<CheckoutScreen />, checkoutPageTexts, locale);
    fireEvent.change(await screen.findByRole('textbox', { name: locale === 'fr' ? 'Nom' : 'Name' }), { target: { value: 'Camille Martin' } });
    fireEvent.change(screen.getByRole('textbox', { name: /e-mail|email/i }), { target: { value: 'camille@example.com' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.submit(screen.getByRole('checkbox').closest('form')!);
    const catalogue = { fr: frErrors, en: enErrors }[locale].SHOP_ORDER_LIMIT_EXCEEDED;
    expect((await screen.findByRole('alert')).textContent).toBe(`${catalogue.title}. ${catalogue.subtitle}`);
  });
});

type Texts = Record<string, Record<string, Record<string, Record<string, string>>>>;

describe('what each spectator’s page ships', () => {
  const pages = { '/s/[slug]': shopPageTexts, '/s/[slug]/checkout': checkoutPageTexts, '/s/[slug]/conditions': conditionsPageTexts, '/shop/pay/[paymentId]': payPageTexts, '/shop/orders/[orderId]': orderPageTexts };

  it.each(Object.entries(pages))('%s: the frame’s texts and its title, no `auth`, none of the manager’s `shops` texts', (route, texts) => {
    for (const locale of ['fr', 'en'] as const) {
      const common = texts[locale].common as Record<string, Record<string, string>>;
      expect(routeTitle(common.pageTitles!, route)).toBeTruthy();
      expect(Object.keys(common).sort()).toEqual(['language', 'loadError', 'missing', 'pageTitle', 'pageTitles', 'paymentsMode', 'retry', 'toast']);
      expect(texts[locale].auth).toBeUndefined();
      expect(Object.keys(texts[locale].shops as object).filter((key) => key !== 'public' && key !== 'conditions')).toEqual([]);
    }
  });

  it('the error catalogue only on the checkout, every code it may be answered with, in both languages', () => {
    expect(shopPageTexts.fr.errors).toBeUndefined();
    for (const locale of ['fr', 'en'] as const) {
      const errors = checkoutPageTexts[locale].errors as Record<string, { title: string }>;
      expect(Object.keys(errors).sort()).toEqual([...checkoutErrorCodes].sort());
      for (const code of checkoutErrorCodes) expect(errors[code]!.title).toBeTruthy();
    }
  });

  it('the receipt: its own namespace and the frame’s', async () => {
    const answer = await getReceiptPageProps({ locale: 'en' } as never);
    const messages = (answer as { props: { messages: Record<string, unknown> } }).props.messages;
    expect(Object.keys(messages).sort()).toEqual(['common', 'receipts']);
  });
});

describe('pickTexts', () => {
  const source = { common: { a: 'A', b: { c: 'C', d: 'D' } }, shops: { public: { x: 'X' } } };

  it('keeps the branches named, whole or down to a leaf, and leaves out a path that names nothing', () => {
    expect(pickTexts(source, [['common', 'b', 'c'], ['shops'], ['common', 'nothing', 'here'], ['none']])).toEqual({ common: { b: { c: 'C' } }, shops: { public: { x: 'X' } } });
  });

  it('never writes into the texts it picks from', () => {
    pickTexts(source, [['common', 'b'], ['common', 'b', 'c'], ['common', 'a']]);
    expect(source.common.b).toEqual({ c: 'C', d: 'D' });
  });
});
