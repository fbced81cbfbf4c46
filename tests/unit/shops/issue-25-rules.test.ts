import { describe, expect, it } from 'vitest';
import { terminalsPrice, TERMINAL_OFFER } from '@/features/services/terminal-offer';
import { outsideCollectionWindow } from '@/features/shops/collection-window';
import { plainConditionsOfSale } from '@/features/shops/conditions-of-sale';
import { planPriceWithVat } from '@/features/subscriptions/plan-price';

describe('the collection window (issue #25)', () => {
  const window = { opensAt: '2026-07-14T16:00:00.000Z', closesAt: '2026-07-14T21:30:00.000Z' };
  it('is early before it opens, late after it closes, and nothing inside or at its bounds', () => {
    expect(outsideCollectionWindow(window, new Date('2026-07-14T15:59:59.000Z'))).toBe('early');
    expect(outsideCollectionWindow(window, new Date('2026-07-14T16:00:00.000Z'))).toBeNull();
    expect(outsideCollectionWindow(window, new Date('2026-07-14T21:30:00.000Z'))).toBeNull();
    expect(outsideCollectionWindow(window, new Date('2026-07-14T21:30:01.000Z'))).toBe('late');
  });
  it('warns of nothing a shop did not bound', () => {
    expect(outsideCollectionWindow({ opensAt: null, closesAt: null }, new Date('2030-01-01T00:00:00.000Z'))).toBeNull();
    expect(outsideCollectionWindow({ opensAt: null, closesAt: window.closesAt }, new Date('2020-01-01T00:00:00.000Z'))).toBeNull();
  });
});

describe('the conditions of sale as kept (issue #25)', () => {
  it('keeps plain text with its line breaks, drops control characters, and makes blank the default (null)', () => {
    expect(plainConditionsOfSale('  Article 1\r\nArticle 2\rFin\u0007\u0000 \t')).toBe('Article 1\nArticle 2\nFin');
    expect(plainConditionsOfSale('<b>gras</b>')).toBe('<b>gras</b>');
    expect(plainConditionsOfSale(' \n\t ')).toBeNull();
    expect(plainConditionsOfSale(null)).toBeNull();
  });
});

describe('prices stated before paying (issue #25)', () => {
  it('a plan: VAT at 20 % on top, in integer cents', () => {
    expect(planPriceWithVat(17_900)).toEqual({ exclVat: 17_900, vatRate: 20, vat: 3_580, inclVat: 21_480 });
    expect(planPriceWithVat(9_999)).toEqual({ exclVat: 9_999, vatRate: 20, vat: 2_000, inclVat: 11_999 });
  });
  it('terminals: the unit price times the number asked, none for none', () => {
    expect(terminalsPrice(3)).toBe(3 * TERMINAL_OFFER.unitPriceExclVat);
    expect(terminalsPrice(0)).toBe(0);
  });
});
