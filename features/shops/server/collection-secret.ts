import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new order's collection secret: 144 random bits, base64url (24 characters), small enough for a sharp QR code. */
export const newCollectionSecret = () => randomBytes(18).toString('base64url');

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether a sent secret is the order's, in constant time (digests of equal length, whatever was sent). */
export function isOrdersSecret(stored: string | null, sent: string): boolean {
  if (!stored) return false;
  return timingSafeEqual(digest(stored), digest(sent));
}
