import type { Locale } from '@/lib/i18n/locale';
import type { SettlementAddress, SettlementCounter } from './settlement-types';

/**
 * An address as printed on the settlement, one line each: street, postcode and city, then the country when it is
 * not France (a French document for a French venue leaves it out), by its name in the reader's language.
 */
export function addressLinesOf(address: SettlementAddress, language: Locale): string[] {
  const country = address.country?.trim() ?? '';
  const abroad = country !== '' && !['FR', 'FRANCE'].includes(country.toUpperCase());
  return [address.line1, address.line2, [address.postcode, address.city].filter(Boolean).join(' '), abroad ? countryName(country, language) : null].filter(
    (line): line is string => !!line?.trim(),
  );
}

function countryName(country: string, language: Locale): string {
  if (!/^[A-Za-z]{2}$/.test(country)) return country;
  return new Intl.DisplayNames([language], { type: 'region' }).of(country.toUpperCase()) ?? country;
}

/** What a person counted, as the document says it: "caisse : Hall – stock : Hall, Mezzanine", or that they ran the closing. */
export function countedPartsOf(counter: SettlementCounter, say: { cash: (stands: string) => string; stock: (stands: string) => string; ranClosing: string }): string {
  const parts = [counter.cash.length ? say.cash(counter.cash.join(', ')) : null, counter.stock.length ? say.stock(counter.stock.join(', ')) : null].filter((part): part is string => part !== null);
  return parts.length ? parts.join(' – ') : say.ranClosing;
}
