import { parseEuroInput } from '@/lib/money/euro-input';

/**
 * What a seller types for an amount in euros at the register (and the closing's counts): an empty field is 0, and
 * no more than 7 digits of euros, so that a stray key is a typo said under the field rather than a huge amount.
 */
export function parseEuros(text: string): number | null {
  return parseEuroInput(text, { emptyIsZero: true, maxUnitDigits: 7 });
}
