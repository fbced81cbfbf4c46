import { FEES_VAT_RATE } from '@/features/invoices';
import { vatOnTop } from '@/lib/money/vat';

/**
 * A plan's monthly price as the checkout and its invoice state it (issue #25): plans.ts gives it excluding VAT; the
 * VAT is the platform's rate on its fees, added on top. Integer cents throughout.
 */
export function planPriceWithVat(monthlyPriceExclVat: number): { exclVat: number; vatRate: number; vat: number; inclVat: number } {
  const vat = vatOnTop(monthlyPriceExclVat, FEES_VAT_RATE);
  return { exclVat: monthlyPriceExclVat, vatRate: FEES_VAT_RATE, vat, inclVat: monthlyPriceExclVat + vat };
}
