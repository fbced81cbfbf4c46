import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { ReceiptDetails } from '@/features/receipts/components/receipt-details';
import { ReceiptQrCode } from '@/features/receipts/components/receipt-qr-code';
import type { ReceiptView } from '@/features/receipts/types';
import { messages } from '@/lib/i18n/messages';
import enReceipts from '@/locales/en/receipts.json';
import frReceipts from '@/locales/fr/receipts.json';

const receipt: ReceiptView = {
  orderId: '6f1c1e4e-2a7b-4c55-9d0e-0a1b2c3d4e5f',
  ticketNumber: 42,
  receiptNumber: '42',
  status: 'finished',
  channel: 'event',
  company: { name: 'Les Tournées du Nord', legalForm: 'SARL', siret: '98765432100017', vatNumber: 'FR44987654321', addressLine1: '3 quai des Artistes', addressLine2: null, postcode: '59000', city: 'Lille', country: 'BE' },
  stand: { name: 'Stand du hall' },
  event: { name: 'Lille – Le Splendid', venueName: 'Le Splendid', city: 'Lille' },
  // 14 July 2026, 20:30 in Paris (summer time).
  soldAt: '2026-07-14T18:30:00.000Z',
  soldAtParis: '2026-07-14T20:30',
  canceledAt: null,
  lines: [
    { productTitle: 'T-shirt Tournée', variantTitle: 'Noir / M', quantity: 2, unitPrice: 2500, discount: 500, vatRate: 20, lineTotal: 4500, lineVat: 750, refundedQuantity: 1 },
    { productTitle: 'Vinyle', variantTitle: null, quantity: 1, unitPrice: 123456, discount: 0, vatRate: 5.5, lineTotal: 123456, lineVat: 6436, refundedQuantity: 0 },
  ],
  totalExclVat: 120770,
  totalVat: 7186,
  totalInclVat: 127956,
  totalDiscount: 500,
  vatLines: [
    { rate: 5.5, base: 117020, vat: 6436 },
    { rate: 20, base: 3750, vat: 750 },
  ],
  payment: { method: 'cash', status: 'succeeded', amountTendered: 130000, changeGiven: 2044, parts: [{ method: 'cash', amount: 127956 }] },
  refunds: [{ createdAt: '2026-07-14T19:05:00.000Z', method: 'cash', amount: 2250, items: [{ productTitle: 'T-shirt Tournée', variantTitle: 'Noir / M', quantity: 1 }] }],
  refundedAmount: 2250,
  journal: null,
  duplicate: null,
};

function renderReceipt(view: ReceiptView, locale: 'fr' | 'en' = 'fr') {
  const tree = { ...messages[locale], receipts: locale === 'fr' ? frReceipts : enReceipts };
  return render(
    <NextIntlClientProvider locale={locale} messages={tree} timeZone="Europe/Paris">
      <ReceiptDetails receipt={view} language={locale} />
    </NextIntlClientProvider>,
  );
}

/** The rows of a description list as "label: value". */
function rowsOf(list: HTMLElement): string[] {
  return [...list.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
}

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('ReceiptDetails', () => {
  it('shows the seller company, the sale, each line with its figures, the totals, VAT per rate, payment and refunds', () => {
    renderReceipt(receipt);
    const company = screen.getByRole('region', { name: 'Vendeur' });
    expect(within(company).getByText('Les Tournées du Nord SARL')).toBeTruthy();
    expect(company.querySelector('address')?.textContent).toBe('3 quai des Artistes59000 LilleBelgique');
    expect(within(company).getByText('SIRET : 98765432100017')).toBeTruthy();
    expect(within(company).getByText('N° de TVA intracommunautaire : FR44987654321')).toBeTruthy();

    const sale = screen.getByRole('region', { name: 'Vente' });
    expect(rowsOf(sale.querySelector('dl')!)).toEqual(['Date et heure: 14/07/2026 20:30', 'Événement: Lille – Le Splendid', 'Lieu: Le Splendid, Lille', 'Stand: Stand du hall', 'Statut: Payée']);

    const [tshirt, vinyl] = screen.getAllByTestId('receipt-line');
    expect(cellsOf(tshirt!)).toEqual(['T-shirt Tournée – Noir / MTVA 20,00\u00a0%Remise : −5,00\u00a0€1 article remboursé', '2', '25,00\u00a0€', '45,00\u00a0€']);
    expect(cellsOf(vinyl!)).toEqual(['VinyleTVA 5,50\u00a0%', '1', '1\u202f234,56\u00a0€', '1\u202f234,56\u00a0€']);
    expect(screen.getByRole('columnheader', { name: 'Prix unitaire TTC' })).toBeTruthy();

    expect(rowsOf(screen.getByTestId('receipt-totals'))).toEqual(['Dont remises: −5,00\u00a0€', 'Total HT: 1\u202f207,70\u00a0€', 'Total TVA: 71,86\u00a0€', 'Total TTC: 1\u202f279,56\u00a0€']);
    const vatRows = within(screen.getByTestId('receipt-vat')).getAllByRole('row').slice(1);
    expect(vatRows.map(cellsOf)).toEqual([
      ['5,50\u00a0%', '1\u202f170,20\u00a0€', '64,36\u00a0€', '1\u202f234,56\u00a0€'],
      ['20,00\u00a0%', '37,50\u00a0€', '7,50\u00a0€', '45,00\u00a0€'],
    ]);
    expect(rowsOf(screen.getByTestId('receipt-payment'))).toEqual(['Mode de paiement: Espèces', 'Montant remis: 1\u202f300,00\u00a0€', 'Monnaie rendue: 20,44\u00a0€']);
    expect(screen.getByTestId('receipt-refunds').textContent).toBe('Le 14/07/2026 21:05, Espèces : 22,50\u00a0€T-shirt Tournée – Noir / M × 1');
    expect(screen.getByText('Montant net payé').nextElementSibling?.textContent).toBe('1\u202f257,06\u00a0€');
    expect(screen.queryByTestId('receipt-canceled')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Vendeur', 'Vente', 'Articles', 'Détail de la TVA', 'Paiement', 'Remboursements']);
  });

  it('shows a split sale’s parts: what came in cash and what by card', () => {
    renderReceipt({ ...receipt, payment: { method: 'card', status: 'succeeded', amountTendered: 30000, changeGiven: 2044, parts: [{ method: 'cash', amount: 27956 }, { method: 'card', amount: 100000 }] } });
    expect(rowsOf(screen.getByTestId('receipt-payment'))).toEqual(['Espèces: 279,56\u00a0€', 'Carte bancaire: 1\u202f000,00\u00a0€', 'Montant remis: 300,00\u00a0€', 'Monnaie rendue: 20,44\u00a0€']);
  });

  it('says plainly that a canceled sale is canceled, and leaves out what it does not have', () => {
    renderReceipt({ ...receipt, status: 'canceled', canceledAt: '2026-07-14T18:45:00.000Z', payment: { method: 'card', status: 'failed', amountTendered: null, changeGiven: null, parts: [] }, refunds: [], refundedAmount: 0, totalDiscount: 0, company: { ...receipt.company, vatNumber: null, country: 'FR' } });
    expect(screen.getByTestId('receipt-canceled').textContent).toBe('Vente annuléeCette vente a été annulée le 14/07/2026 20:45. Ce ticket ne vaut pas preuve de paiement.');
    expect(rowsOf(screen.getByTestId('receipt-payment'))).toEqual(['Mode de paiement: Carte bancaire']);
    expect(screen.queryByText(/TVA intracommunautaire/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Remboursements' })).toBeNull();
    expect(screen.queryByText('Dont remises')).toBeNull();
    expect(screen.getByRole('region', { name: 'Vendeur' }).querySelector('address')?.textContent).toBe('3 quai des Artistes59000 Lille');
  });

  it('speaks English under /en, with the same French-formatted amounts', () => {
    renderReceipt(receipt, 'en');
    expect(screen.getByRole('region', { name: 'Seller' })).toBeTruthy();
    expect(rowsOf(screen.getByTestId('receipt-payment'))[0]).toBe('Payment method: Cash');
    expect(rowsOf(screen.getByTestId('receipt-totals')).at(-1)).toBe('Total incl. VAT: 1\u202f279,56\u00a0€');
  });
});

describe('ReceiptQrCode', () => {
  it('draws the absolute receipt link as a labelled SVG', () => {
    render(
      <NextIntlClientProvider locale="fr" messages={messages.fr} timeZone="Europe/Paris">
        <ReceiptQrCode url="/receipts/abc?token=xyz" size={160} />
      </NextIntlClientProvider>,
    );
    const code = screen.getByRole('img', { name: frReceipts.qr.label });
    expect(code.getAttribute('data-url')).toBe(`${window.location.origin}/receipts/abc?token=xyz`);
    expect(code.getAttribute('width')).toBe('160');
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
  });
});

describe('the journal on the receipt (issue #27)', () => {
  it('prints the sale record’s number and short hash, and a copy’s duplicate number, in French and English', () => {
    const marked = { ...receipt, journal: { sequence: 128, shortHash: '3F9A0C1B' }, duplicate: 2 };
    const { unmount } = renderReceipt(marked);
    expect(screen.getByTestId('receipt-journal').textContent).toBe('Journal n° 128 · 3F9A0C1B');
    expect(screen.getByTestId('receipt-duplicate').textContent).toBe('DUPLICATA n° 2');
    unmount();
    renderReceipt(marked, 'en');
    expect(screen.getByTestId('receipt-journal').textContent).toBe('Journal no. 128 · 3F9A0C1B');
    expect(screen.getByTestId('receipt-duplicate').textContent).toBe('DUPLICATE no. 2');
  });

  it('the original is no duplicate, and an order never journaled prints no mark', () => {
    renderReceipt(receipt);
    expect(screen.queryByTestId('receipt-duplicate')).toBeNull();
    expect(screen.queryByTestId('receipt-journal')).toBeNull();
  });
});
