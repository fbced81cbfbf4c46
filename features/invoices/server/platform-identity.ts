import type { InvoiceParty } from '@/lib/db/schema';

/**
 * The platform as the seller printed on its invoices (docs/operations.md, "Invoices"). Each field comes from the
 * environment; the defaults are the terms' company (legal.json) with placeholders a production must replace.
 * PLATFORM_ADDRESS holds the address lines separated by "|".
 */
export function platformIdentity(env: NodeJS.ProcessEnv = process.env): InvoiceParty {
  const text = (name: string, fallback: string | null) => env[name]?.trim() || fallback;
  return {
    name: text('PLATFORM_NAME', 'MerchStand SAS')!,
    legalForm: text('PLATFORM_LEGAL_FORM', 'SAS au capital de 1 000 €'),
    siret: text('PLATFORM_SIRET', '000 000 000 00000'),
    vatNumber: text('PLATFORM_VAT_NUMBER', 'FR00000000000'),
    addressLines: (text('PLATFORM_ADDRESS', '1 rue de la Paix|75002 Paris|France') ?? '')
      .split('|')
      .map((line) => line.trim())
      .filter(Boolean),
    email: text('PLATFORM_BILLING_EMAIL', 'facturation@merchstand.test'),
  };
}

/** The SIREN is the SIRET's first nine digits. */
export function sirenOf(siret: string | null): string | null {
  const digits = siret?.replace(/\D/g, '') ?? '';
  return digits.length >= 9 ? digits.slice(0, 9) : null;
}
