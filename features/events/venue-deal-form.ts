// The venue's deal as its form holds it (texts) and as the API takes it, shared by the event funnel's fees step and
// the closing wizard's. Numbers are read from the text (lib/money/euro-input), never through a float.
import { productCategories, type ProductCategory } from '@/features/products/types';
import { centsToInput, parseEuroInput, parseHundredths } from '@/lib/money/euro-input';
import type { VenueDeal, VenueDealBasis } from './types';

export interface VenueDealTexts {
  /** Empty: the category takes the theatre-fee rate. */
  rates: Record<ProductCategory, string>;
  basis: VenueDealBasis;
  /** Euros; empty is none. */
  fixedFee: string;
}

/** A problem of one field, by its path under `venueDeal` as the API names it ("categoryRates.phonography"). */
export type VenueDealProblems = Partial<Record<`categoryRates.${ProductCategory}` | 'fixedFee', 'percent' | 'fixedFee'>>;

const rateText = (rate: number | undefined) => (rate === undefined ? '' : String(rate).replace('.', ','));

export function venueDealTextsOf(deal: VenueDeal | null | undefined): VenueDealTexts {
  return {
    rates: Object.fromEntries(productCategories.map((category) => [category, rateText(deal?.categoryRates[category])])) as Record<ProductCategory, string>,
    basis: deal?.basis ?? 'exclVat',
    fixedFee: deal?.fixedFee ? centsToInput(deal.fixedFee) : '',
  };
}

/** "12,5" → 12.5: a percent of 0 to 100 with at most 2 decimals, else null. */
function percentOfText(text: string): number | null {
  const points = parseHundredths(text.replace(/%/g, ''), { maxUnitDigits: 3 });
  return points === null || points > 10_000 ? null : points / 100;
}

/**
 * The deal the texts say, or null when they say the spec's theatre fee (no category rate, excluding VAT, no fixed
 * fee); with the fields that do not read.
 */
export function venueDealOf(texts: VenueDealTexts): { deal: VenueDeal | null; problems: VenueDealProblems } {
  const problems: VenueDealProblems = {};
  const categoryRates: VenueDeal['categoryRates'] = {};
  for (const category of productCategories) {
    const text = texts.rates[category].trim();
    if (!text) continue;
    const rate = percentOfText(text);
    if (rate === null) problems[`categoryRates.${category}`] = 'percent';
    else categoryRates[category] = rate;
  }
  const fixedFee = parseEuroInput(texts.fixedFee, { emptyIsZero: true });
  if (fixedFee === null) problems.fixedFee = 'fixedFee';
  const isSpecFee = Object.keys(categoryRates).length === 0 && texts.basis === 'exclVat' && !fixedFee;
  return { deal: isSpecFee ? null : { categoryRates, basis: texts.basis, fixedFee: fixedFee ?? 0 }, problems };
}
