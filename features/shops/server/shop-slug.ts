import { randomInt } from 'node:crypto';

// Lower case without look-alikes (0/o, 1/l/i): someone may type it from a poster. 31^10 ≈ 8·10^14 addresses, so a
// shop's page cannot be found by trying addresses, and a collision (the unique index would refuse it) is negligible.
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 10;

/** A new random public address for a shop's page. */
export function newShopSlug(): string {
  return Array.from({ length: LENGTH }, () => alphabet[randomInt(alphabet.length)]).join('');
}
