import { describe, expect, it } from 'vitest';
import { collectionCode } from '@/features/shops/collection-code';
import { shopOrderEmail } from '@/features/shops/server/send-shop-order-email';
import type { ShopOrderAnswer } from '@/features/shops/types';
import { readQrPng } from '../../support/qr';

const ORDER_ID = '0b6f9a3e-5c1d-4e2f-9a7b-3c4d5e6f7a8b';
const CODE = collectionCode(ORDER_ID, 'q8RwnGrLSpeagZOZHsLrL3eK');

function answer(collection: Partial<ShopOrderAnswer['shop']['collection']> = {}): ShopOrderAnswer {
  return {
    order: {
      id: ORDER_ID,
      shopId: 'shop-1',
      number: 42,
      status: 'paid',
      customerName: null,
      customerEmail: null,
      totalExclVat: 2500,
      totalVat: 500,
      totalInclVat: 3000,
      vatLines: [],
      items: [{ productVariantId: 'v-1', productTitle: 'Sweat <b>gras</b>', variantTitle: 'Noir / M', category: 'merchandising', quantity: 1, unitPrice: 3000, vatRate: 20, lineTotal: 3000 }],
      createdAt: '',
      paidAt: '',
      canceledAt: null,
      collectionCode: CODE,
    },
    payment: { id: 'p-1', status: 'succeeded', amount: 3000, redirectUrl: null, expiresAt: null },
    token: 't',
    shop: {
      id: 'shop-1',
      slug: 'k7m2qvtx9a',
      event: { name: 'Lille & co', venueName: null, city: null, performances: [] },
      collection: { stands: [], opensAt: null, closesAt: null, ...collection },
      organiser: { name: 'Prod "Nord"', logoImageId: null, primaryColor: '#4338ca', secondaryColor: '#0f172a' },
    },
  };
}

const to = { email: 'sam@example.com', name: 'Sam <script>', locale: 'fr' };
const link = 'https://merch.example/shop/orders/x?token=a&b';

describe('the shop order’s confirmation e-mail', () => {
  it('escapes every value in its HTML, keeps the text plain, and shows the inline QR code by its Content-ID', async () => {
    const mail = await shopOrderEmail(answer(), to, link);
    expect(mail.html).toContain('Bonjour Sam &#60;script&#62;,');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Sweat &#60;b&#62;gras&#60;/b&#62; – Noir / M');
    expect(mail.html).toContain('Prod &#34;Nord&#34;');
    expect(mail.html).toContain('https://merch.example/shop/orders/x?token=a&#38;b');
    expect(mail.text).toContain('Bonjour Sam <script>,');
    expect(mail.text).toContain(`Voir ma commande : ${link}`);
    const [image] = mail.inlineImages!;
    expect(image).toMatchObject({ contentType: 'image/png', filename: 'commande-42.png' });
    expect(mail.html).toContain(`<img src="cid:${image!.cid}" alt="QR code de la commande n° 42" width="240" height="240"`);
    // The QR code carries the secret; the message's text and HTML never do.
    expect(readQrPng(image!.content)).toBe(CODE);
    expect(mail.html).not.toContain('q8RwnGrLSpeagZOZHsLrL3eK');
    expect(mail.text).not.toContain('q8RwnGrLSpeagZOZHsLrL3eK');
  });

  it('says where and when to collect: any stand during the date, or the stands and the times given', async () => {
    const anywhere = await shopOrderEmail(answer(), to, link);
    expect(anywhere.text).toContain('Retrait à un stand de la salle\nPendant la date');
    const from = await shopOrderEmail(answer({ stands: [{ name: 'Hall' }, { name: 'Fosse' }], opensAt: '2026-07-14T18:00' }), { ...to, locale: 'en' }, link);
    expect(from.text).toContain('Collect at the stand: Hall, Fosse\nFrom 14 July 2026');
  });
});
