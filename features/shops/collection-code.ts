/**
 * What the spectator's QR code holds (on the confirmation page and in the e-mail): the order's id behind a prefix, so
 * the register's scan tells it from any other QR code (the shop's own address on a poster, a ticket). The id, not
 * the number: numbers are per shop, and the scan must find one order whatever the event.
 */
const PREFIX = 'merch-order:';

export const collectionCode = (orderId: string) => `${PREFIX}${orderId}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The order id a scanned text carries, or null when it is not one of our order codes. */
export function orderIdOfCode(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith(PREFIX)) return null;
  const id = trimmed.slice(PREFIX.length);
  return UUID.test(id) ? id.toLowerCase() : null;
}
