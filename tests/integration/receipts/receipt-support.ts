import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { clients } from '@/lib/db/schema';
import { cashSale, createSellingTour, sell, type SellingTour } from '../../support/orders';
import type { TestApp } from '../../support/test-app';

export const COMPANY = {
  name: 'Les Tournées du Nord',
  legalForm: 'SARL',
  siret: '98765432100017',
  vatNumber: 'FR44987654321',
  addressLine1: '3 quai des Artistes',
  addressLine2: 'Bâtiment B',
  postcode: '59000',
  city: 'Lille',
  country: 'FR',
};

/**
 * A selling tour whose organiser has its legal identity filled in, and a cash sale at its stand: 2 T-shirts M at
 * 25 € with 5 € off the line (VAT 20 %) and a vinyl at 30 € whose VAT is 5.5 %, paid with a 100 € note.
 */
export async function createSoldReceipt(app: TestApp, sale: { customerEmail?: string } = {}) {
  const tour = await createSellingTour(app);
  await app.db.update(clients).set(COMPANY).where(eq(clients.id, tour.manager.user.clientId!));
  const vat = await app.api(`/v1/products/${tour.vinyl.id}`, { method: 'PATCH', token: tour.manager.token, body: { vat: 5.5 } });
  expect(vat.status).toBe(200);
  const response = await sell(app, tour.seller.token, {
    ...cashSale(tour, [
      { productVariantId: tour.sizes.M, quantity: 2, discount: 500 },
      { productVariantId: tour.vinylVariant, quantity: 1 },
    ], 10_000),
    ...sale,
  });
  expect(response.status).toBe(201);
  const url = new URL(response.body.receiptUrl as string, 'http://receipt.test');
  return { tour, order: response.body, token: url.searchParams.get('token')! };
}
export type SoldReceipt = Awaited<ReturnType<typeof createSoldReceipt>>;

export function getReceipt(app: TestApp, orderId: string, query: string) {
  return app.api(`/v1/orders/${orderId}/receipt${query}`);
}

/** A one-line cash sale at the tour's stand; its order as the API answered it. */
export async function sellOne(app: TestApp, tour: SellingTour) {
  const response = await sell(app, tour.seller.token, cashSale(tour, [{ productVariantId: tour.sizes.S, quantity: 1 }]));
  expect(response.status).toBe(201);
  return response.body;
}

// WinAnsi (windows-1252), the encoding of the standard PDF fonts: Latin-1 plus these signs at 0x80-0x9F (Node's
// TextDecoder decodes that range as control characters, even under the "windows-1252" label).
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = { decode: (bytes: Buffer) => [...bytes].map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte))).join('') };

/**
 * The text a PDF shows, line by line: its compressed content streams inflated, and the strings of each text
 * operator decoded (WinAnsi). Enough to read our own receipts back without poppler (pdftotext) installed.
 */
export function pdfLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf('stream\n', at);
    if (start === -1) break;
    const end = raw.indexOf('endstream', start);
    if (end === -1) break;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start + 'stream\n'.length, end)).toString('latin1');
    } catch {
      content = '';
    }
    for (const operator of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      const hex = [...operator[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
      lines.push(winAnsi.decode(Buffer.from(hex, 'hex')));
    }
    at = end + 'endstream'.length;
  }
  return lines;
}
