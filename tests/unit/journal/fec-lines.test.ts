import { describe, expect, it } from 'vitest';
import { FEC_COLUMNS, fecAmount, fecDate, fecRows, fecText } from '@/features/journal/server/fec-lines';
import type { FecSourceRecord } from '@/features/journal/server/fec-entries';

/*
 * The FEC's format rules (LPF art. A47 A-1): 18 columns in order, dates AAAAMMJJ, amounts with a decimal comma and
 * one side zero, every entry balanced, the entry numbers continuous in date order, the validation date filled.
 */

const at = (iso: string) => new Date(iso);

function sale(sequence: number, occurredAt: string, receiptNumber: string, payments: { method: string; amount: number }[], vatByRate: { rate: number; base: number; vat: number }[]): FecSourceRecord {
  return { sequence, kind: 'sale', occurredAt: at(occurredAt), recordedAt: at(occurredAt), content: { receiptNumber, channel: 'event', totals: { vatByRate }, payments } };
}

const records: FecSourceRecord[] = [
  // Recorded second but made first (offline): it comes first in the file.
  sale(2, '2026-03-14T19:00:00.000Z', '2-1', [{ method: 'card', amount: 3000 }], [{ rate: 2000, base: 2500, vat: 500 }]),
  sale(1, '2026-03-14T21:30:00.000Z', '7', [{ method: 'cash', amount: 5000 }, { method: 'card', amount: 1330 }], [{ rate: 2000, base: 5000, vat: 1000 }, { rate: 550, base: 312, vat: 18 }]),
  { sequence: 3, kind: 'refund', occurredAt: at('2026-03-14T23:30:00.000Z'), recordedAt: at('2026-03-14T23:30:00.000Z'), content: { refundId: 'r-1', ticketNumber: 7, method: 'cash', vatByRate: [{ rate: 550, base: 312, vat: 18 }] } },
  { sequence: 4, kind: 'cancellation', occurredAt: at('2026-03-15T10:00:00.000Z'), recordedAt: at('2026-03-15T10:00:00.000Z'), content: {} },
  { sequence: 5, kind: 'cashMovement', occurredAt: at('2026-03-15T10:00:00.000Z'), recordedAt: at('2026-03-15T10:00:00.000Z'), content: { movementId: 'm-1', direction: 'out', amount: 123_456, reason: 'Dépôt\tbanque' } },
];

const cents = (amount: string) => Number(amount.replace(',', ''));

describe('the FEC lines', () => {
  it('writes 18 columns, dates as AAAAMMJJ in Paris, amounts with a comma, one side zero, the validation date filled', () => {
    const rows = fecRows(records);
    expect(rows.every((row) => row.length === 18)).toBe(true);
    for (const row of rows) {
      const [, , , day, , , , , , pieceDate, , debit, credit, , , validDate] = row as string[] & { length: 18 };
      for (const date of [day, pieceDate, validDate]) expect(date).toMatch(/^\d{8}$/);
      for (const amount of [debit, credit]) expect(amount).toMatch(/^\d+,\d{2}$/);
      expect([debit, credit]).toContain('0,00');
    }
    // 23:30 UTC on the 14th is the 15th in Paris.
    expect(rows.filter((row) => row[2] === '3').map((row) => row[3])).toEqual(['20260315', '20260315', '20260315']);
  });

  it('balances every entry and numbers them 1, 2, 3… in the order they happened; kinds it does not know are left out', () => {
    const rows = fecRows(records);
    const numbers = [...new Set(rows.map((row) => row[2]))];
    expect(numbers).toEqual(['1', '2', '3', '4']);
    for (const number of numbers) {
      const lines = rows.filter((row) => row[2] === number);
      expect(lines.reduce((sum, row) => sum + cents(row[11]!), 0)).toBe(lines.reduce((sum, row) => sum + cents(row[12]!), 0));
    }
    expect(rows.filter((row) => row[2] === '1').map((row) => row[8])).toEqual(['2-1', '2-1', '2-1']);
  });

  it('books a sale per payment and per VAT rate, a refund the other way round, a cash movement against the transit account', () => {
    const byEntry = (number: string) => fecRows(records).filter((row) => row[2] === number).map((row) => [row[0], row[4], row[5], row[10], row[11], row[12]]);
    expect(byEntry('2')).toEqual([
      ['VE', '530000', 'Caisse', 'Vente ticket 7', '50,00', '0,00'],
      ['VE', '511200', 'Cartes bancaires à encaisser', 'Vente ticket 7', '13,30', '0,00'],
      ['VE', '707155', 'Ventes de marchandises 5,5 %', 'Vente ticket 7', '0,00', '3,12'],
      ['VE', '44571055', 'TVA collectée 5,5 %', 'Vente ticket 7', '0,00', '0,18'],
      ['VE', '707120', 'Ventes de marchandises 20 %', 'Vente ticket 7', '0,00', '50,00'],
      ['VE', '44571020', 'TVA collectée 20 %', 'Vente ticket 7', '0,00', '10,00'],
    ]);
    expect(byEntry('3')).toEqual([
      ['VE', '707155', 'Ventes de marchandises 5,5 %', 'Remboursement ticket 7', '3,12', '0,00'],
      ['VE', '44571055', 'TVA collectée 5,5 %', 'Remboursement ticket 7', '0,18', '0,00'],
      ['VE', '530000', 'Caisse', 'Remboursement ticket 7', '0,00', '3,30'],
    ]);
    // No tab survives in a text: the format has no quoting.
    expect(byEntry('4')).toEqual([
      ['CA', '580000', 'Virements internes', 'Retrait de caisse : Dépôt banque', '1234,56', '0,00'],
      ['CA', '530000', 'Caisse', 'Retrait de caisse : Dépôt banque', '0,00', '1234,56'],
    ]);
  });

  it('refuses an entry that does not balance rather than write a wrong file', () => {
    expect(() => fecRows([sale(1, '2026-03-14T19:00:00.000Z', '1', [{ method: 'cash', amount: 2999 }], [{ rate: 2000, base: 2500, vat: 500 }])])).toThrow(/does not balance/);
  });

  it('writes the header with the 18 names, tab-separated, CRLF', () => {
    const text = fecText(fecRows(records.slice(0, 1)));
    const [header, first] = text.split('\r\n');
    expect(header).toBe(FEC_COLUMNS.join('\t'));
    expect(FEC_COLUMNS).toHaveLength(18);
    expect(first).toBe(['VE', 'Ventes', '1', '20260314', '511200', 'Cartes bancaires à encaisser', '', '', '2-1', '20260314', 'Vente ticket 2-1', '30,00', '0,00', '', '', '20260314', '', ''].join('\t'));
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('formats amounts and dates by integer arithmetic', () => {
    expect([fecAmount(0), fecAmount(5), fecAmount(1230), fecAmount(123_456_789)]).toEqual(['0,00', '0,05', '12,30', '1234567,89']);
    expect(() => fecAmount(-1)).toThrow();
    expect(() => fecAmount(1.5)).toThrow();
    expect(fecDate(at('2026-12-31T23:30:00.000Z'))).toBe('20270101');
  });
});
