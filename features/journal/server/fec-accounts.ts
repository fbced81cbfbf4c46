// The accounts the FEC export writes to (docs/journal.md, "FEC export"): the French chart of accounts (PCG), with the
// sales and the VAT collected split per rate so that the accountant's VAT return reads straight from the balance.

export interface FecAccount {
  number: string;
  label: string;
}

export const CASH_ACCOUNT: FecAccount = { number: '530000', label: 'Caisse' };
export const CARD_RECEIVABLE_ACCOUNT: FecAccount = { number: '511200', label: 'Cartes bancaires à encaisser' };
export const TRANSIT_ACCOUNT: FecAccount = { number: '580000', label: 'Virements internes' };

/** The payment methods of a sale (lib/db/schema/orders.ts, `payment_method`) and where their money sits. */
export function paymentAccount(method: string): FecAccount {
  if (method === 'cash') return CASH_ACCOUNT;
  if (method === 'card') return CARD_RECEIVABLE_ACCOUNT;
  throw new Error(`FEC: no account for the payment method "${method}"`);
}

/**
 * Two digits per French rate, read as the rate ("20", "55" for 5,5 %): accountants' usual sub-accounts. A rate the
 * law does not have today keeps its four basis-point digits, so that it never shares an account with another.
 */
const rateCodes = new Map<number, string>([
  [2000, '20'],
  [1000, '10'],
  [850, '85'],
  [550, '55'],
  [210, '21'],
  [0, '00'],
]);

const rateCode = (basisPoints: number) => rateCodes.get(basisPoints) ?? String(basisPoints).padStart(4, '0');

/** 2000 → "20", 550 → "5,5": the rate as the French labels write it. */
export function ratePercentLabel(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const hundredths = basisPoints % 100;
  if (!hundredths) return String(whole);
  return `${whole},${String(hundredths).padStart(2, '0').replace(/0$/, '')}`;
}

/** 7071xx « Ventes de marchandises », one per VAT rate. */
export function salesAccount(basisPoints: number): FecAccount {
  return { number: `7071${rateCode(basisPoints)}`, label: `Ventes de marchandises ${ratePercentLabel(basisPoints)} %` };
}

/** 445710xx « TVA collectée », one per VAT rate. */
export function vatCollectedAccount(basisPoints: number): FecAccount {
  return { number: `445710${rateCode(basisPoints)}`, label: `TVA collectée ${ratePercentLabel(basisPoints)} %` };
}
