/*
 * An amount and its currency, travelling together, so that a second currency (the European tours) is a new entry in
 * `currencies` rather than a search through the code. Today every amount is EUR: the database columns and the API
 * keep integer cents, and `euros(cents)` makes the Money where it is shown.
 */

/** The largest amount the API takes in one field, in cents: 1 000 000 €. */
export const MAX_CENTS = 100_000_000;

export const currencies = ['EUR'] as const;
export type Currency = (typeof currencies)[number];

/** Minor units per major unit, as ISO 4217 counts them (cents in a euro). */
const MINOR_DIGITS: Record<Currency, number> = { EUR: 2 };

export interface Money {
  /** Integer minor units (cents). */
  readonly amount: number;
  readonly currency: Currency;
}

export function moneyOf(amount: number, currency: Currency): Money {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Money is kept in integer minor units, not ${amount}`);
  return { amount, currency };
}

export const euros = (cents: number): Money => moneyOf(cents, 'EUR');

/** The amount in major units (12.5 for 1250 cents), for display and exports only: never computed with again. */
export function majorUnitsOf(money: Money): number {
  return money.amount / 10 ** MINOR_DIGITS[money.currency];
}

/** The sum of amounts of one currency; mixing currencies is a defect, never a silent conversion. */
export function addMoney(first: Money, ...others: Money[]): Money {
  return others.reduce((sum, other) => {
    if (other.currency !== sum.currency) throw new RangeError(`Cannot add ${other.currency} to ${sum.currency}`);
    return moneyOf(sum.amount + other.amount, sum.currency);
  }, first);
}
