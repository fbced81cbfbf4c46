/**
 * What the spectator's QR code holds (on the confirmation page and in the e-mail), version 2:
 *
 *   merch-order:v2:{orderId}:{secret}
 *
 * The prefix tells it from any other QR code (the shop's poster, a ticket); the order's id, not its number (numbers
 * are per shop, and the scan must find one order whatever the event); the secret proves the bearer holds the
 * spectator's code: made at random with the order, it cannot be guessed from the id or the number, and the register
 * sends it with the handover (docs/decisions.md, "A hand-over needs the buyer's proof").
 *
 * Version 1 (`merch-order:{orderId}`, before issue #22) carried the id alone. It is still recognised, so that the
 * register can say the code is outdated rather than "not ours": such an order is handed over by hand.
 */
const PREFIX = 'merch-order:';
const VERSION = 'v2';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** base64url, at least 128 bits (22 characters); the backfill made 43. */
const SECRET = /^[A-Za-z0-9_-]{22,64}$/;

export const collectionCode = (orderId: string, secret: string) => `${PREFIX}${VERSION}:${orderId}:${secret}`;

export type ReadCollectionCode = { version: 2; orderId: string; secret: string } | { version: 1; orderId: string };

/** What a scanned text carries, or null when it is not one of our order codes. */
export function readCollectionCode(text: string): ReadCollectionCode | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith(PREFIX)) return null;
  const parts = trimmed.slice(PREFIX.length).split(':');
  if (parts.length === 1 && UUID.test(parts[0]!)) return { version: 1, orderId: parts[0]!.toLowerCase() };
  const [version, orderId, secret] = parts;
  if (parts.length !== 3 || version !== VERSION || !UUID.test(orderId!) || !SECRET.test(secret!)) return null;
  return { version: 2, orderId: orderId!.toLowerCase(), secret: secret! };
}

/** The same check on the secret the register sends with a scanned handover. */
export const isCollectionSecret = (text: string) => SECRET.test(text);
