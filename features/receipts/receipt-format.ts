import type { ReceiptCompany, ReceiptLine } from './types';

/** "T-shirt Tournée – Noir / M", or the product alone when it has a single variant. */
export function lineTitle(line: Pick<ReceiptLine, 'productTitle' | 'variantTitle'>): string {
  return line.variantTitle ? `${line.productTitle} – ${line.variantTitle}` : line.productTitle;
}

/** The company's postal address, one line each; the country is named only outside France. */
export function companyAddress(company: ReceiptCompany, language: string): string[] {
  const town = [company.postcode, company.city].filter(Boolean).join(' ');
  const country = company.country && company.country !== 'FR' ? countryName(company.country, language) : null;
  return [company.addressLine1, company.addressLine2, town, country].filter((line): line is string => Boolean(line));
}

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The company's name with its legal form: "Démo Productions SAS". */
export function companyName(company: Pick<ReceiptCompany, 'name' | 'legalForm'>): string {
  return company.legalForm ? `${company.name} ${company.legalForm}` : company.name;
}

/** The receipt's own address, as the receipt page and its QR code use it. */
export function receiptPagePath(orderId: string, token: string, language: 'fr' | 'en' = 'fr'): string {
  return `${language === 'en' ? '/en' : ''}/receipts/${orderId}?token=${encodeURIComponent(token)}`;
}
