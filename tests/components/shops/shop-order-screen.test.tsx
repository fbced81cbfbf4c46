import { render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { qrCodePath } from '@/components/ui/qr-code';
import { collectionCode } from '@/features/shops/collection-code';
import type { ShopOrderAnswer } from '@/features/shops/types';
import { ShopOrderScreen } from '@/features/shops/public';
import { orderPageTexts } from '@/features/shops/page-texts';

const ORDER_ID = '3f0c2a4e-8b1d-4c6e-9a7f-2d5b8e1c0f34';
const TOKEN = 'a-token-of-thirty-two-characters';

const state = vi.hoisted(() => ({ locale: 'fr' as 'fr' | 'en', answer: undefined as unknown, abandoned: false, replace: vi.fn(), abandon: vi.fn() }));
vi.mock('next/router', () => ({
  useRouter: () => ({
    query: { orderId: '3f0c2a4e-8b1d-4c6e-9a7f-2d5b8e1c0f34', token: 'a-token-of-thirty-two-characters', ...(state.abandoned ? { abandoned: '1' } : {}) },
    isReady: true,
    asPath: '/shop/orders/x',
    locale: state.locale,
    push: vi.fn(),
    replace: state.replace,
  }),
}));
vi.mock('@/features/shops/public-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/shops/public-api')>()),
  useShopOrder: () => ({ data: state.answer, isError: false }),
  useAbandonShopOrder: () => ({ mutateAsync: state.abandon, isPending: false, error: null }),
}));

const CODE = collectionCode(ORDER_ID, 'q8RwnGrLSpeagZOZHsLrL3eK');

function answer(status: string): ShopOrderAnswer {
  return {
    order: {
      id: ORDER_ID,
      shopId: 'shop-1',
      number: 7,
      status,
      customerName: 'Camille Martin',
      customerEmail: 'camille@example.com',
      totalExclVat: 4167,
      totalVat: 833,
      totalInclVat: 5000,
      vatLines: [{ rate: 20, base: 4167, vat: 833 }],
      items: [{ productVariantId: 'v-1', productTitle: 'T-shirt Tournée', variantTitle: 'Noir / M', category: 'merchandising', quantity: 2, unitPrice: 2500, vatRate: 20, lineTotal: 5000 }],
      createdAt: '2026-07-14T17:00:00.000Z',
      paidAt: status === 'paid' ? '2026-07-14T17:01:00.000Z' : null,
      canceledAt: null,
      collectionCode: CODE,
    },
    payment: { id: 'p-1', status: status === 'paid' ? 'succeeded' : 'pending', amount: 5000, redirectUrl: status === 'paid' ? null : '/shop/pay/p-1?token=x', expiresAt: null },
    token: TOKEN,
    shop: {
      id: 'shop-1',
      slug: 'k7m2qvtx9a',
      event: { name: 'Rennes – Le Liberté', venueName: 'Le Liberté', city: 'Rennes', performances: ['2026-07-14T20:30'] },
      collection: { stands: [{ name: 'Stand du hall' }], opensAt: '2026-07-14T18:00', closesAt: '2026-07-14T23:30' },
      organiser: { name: 'Les Tournées du Nord', logoImageId: null, primaryColor: '#4338ca', secondaryColor: '#0f172a' },
    },
  };
}

// With the texts its page ships, no more: a text it lacks fails the test.
function show() {
  return render(
    <NextIntlClientProvider
      locale={state.locale}
      messages={orderPageTexts[state.locale]}
      timeZone="Europe/Paris"
      onError={(error) => {
        throw error;
      }}
    >
      <ShopOrderScreen />
    </NextIntlClientProvider>,
  );
}

/** The QR code's encoder comes in its own chunk: its place (same label) shows until the code is drawn. */
async function drawnQrCode(name: string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByRole('img', { name }).tagName).toBe('svg'));
  return screen.getByRole('img', { name });
}

beforeEach(() => {
  // Another device: nothing of this order kept on the phone.
  localStorage.clear();
  state.locale = 'fr';
  state.abandoned = false;
  state.replace.mockReset();
  state.abandon.mockReset();
});

describe('ShopOrderScreen, the confirmation', () => {
  it('paid: shows the QR code of the collection code under the number, 240 px with its quiet zone, labelled with the number', async () => {
    state.answer = answer('paid');
    show();
    expect(screen.getByTestId('order-number').textContent).toBe('Commande n° 7');
    const qr = await drawnQrCode('QR code de la commande n° 7');
    expect(qr.getAttribute('width')).toBe('240');
    expect(qr.getAttribute('height')).toBe('240');
    // What it draws is the collection code's modules (the order's id and secret), inside a 4-module white margin.
    const expected = qrCodePath(CODE);
    expect(qr.querySelector('path')!.getAttribute('d')).toBe(expected.path);
    expect(qr.getAttribute('viewBox')).toBe(`0 0 ${expected.size} ${expected.size}`);
    expect(qr.querySelector('rect')!.getAttribute('fill')).toBe('#ffffff');
  });

  it('read on another device, is headed by the answer’s shop and says where and when to collect', () => {
    state.answer = answer('paid');
    show();
    expect(screen.getByText('Rennes – Le Liberté')).toBeTruthy();
    expect(screen.getByText('Les Tournées du Nord')).toBeTruthy();
    expect(screen.getByText('Au stand : Stand du hall')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à la boutique' }).getAttribute('href')).toBe('/s/k7m2qvtx9a');
  });

  it('back from the payment page given up (abandoned=1): releases the hold once, then returns to the shop', async () => {
    state.answer = answer('inProgress');
    state.abandoned = true;
    state.abandon.mockResolvedValue(answer('canceled'));
    show();
    await waitFor(() => expect(state.replace).toHaveBeenCalledWith('/s/k7m2qvtx9a?payment=abandoned'));
    expect(state.abandon.mock.calls).toEqual([[TOKEN]]);
  });

  it('waiting for its payment: no QR code to show at the stand yet, and nothing released without the flag', () => {
    state.answer = answer('inProgress');
    show();
    expect(screen.getByText('Paiement en attente…')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(state.abandon).not.toHaveBeenCalled();
  });

  it('prepared at the stand: still to collect, with its QR code; handed over: said so, and nothing left to show', async () => {
    state.answer = answer('prepared');
    const { unmount } = show();
    expect(screen.getByRole('heading', { name: 'Commande confirmée' })).toBeTruthy();
    await drawnQrCode('QR code de la commande n° 7');
    unmount();
    state.answer = answer('exchanged');
    show();
    expect(screen.getByRole('heading', { name: 'Commande remise' })).toBeTruthy();
    expect(screen.getByText('Vos articles vous ont été remis au stand. Bon concert !')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });

  it('labels the QR code in English', async () => {
    state.locale = 'en';
    state.answer = answer('paid');
    show();
    await drawnQrCode('QR code of order no. 7');
  });
});
