import type { OrderRow } from '@/features/orders/server/order-view';
import { AppError } from '@/lib/errors';
import type { HandoverProof, ManualProof } from '../schemas';
import { isOrdersSecret } from './collection-secret';

// Names as a seller types them from an ID card: case, accents, hyphens and apostrophes do not count.
const names = new Intl.Collator('fr', { sensitivity: 'base', ignorePunctuation: true });
const spaced = (text: string) => text.trim().replace(/\s+/g, ' ');
const sameName = (typed: string, stored: string | null) => stored !== null && names.compare(spaced(typed), spaced(stored)) === 0;

/** The fields of a manual proof that are not the order's (empty when all three match). */
function manualMismatches(order: OrderRow, proof: ManualProof): string[] {
  return [
    proof.number === order.ticketNumber ? null : 'proof.number',
    sameName(proof.name, order.customerName) ? null : 'proof.name',
    proof.email === order.customerEmail?.trim().toLowerCase() ? null : 'proof.email',
  ].filter((field): field is string => field !== null);
}

/**
 * The buyer's proof that the order is theirs, before it changes hands: the secret of its QR code (compared in
 * constant time), or by hand the number, name and e-mail address the order was placed with.
 */
export function assertHandoverProof(order: OrderRow, proof: HandoverProof): void {
  if (proof.method === 'scan') {
    if (!isOrdersSecret(order.collectionSecret, proof.secret)) throw new AppError('COLLECTION_CODE_INVALID');
    return;
  }
  const fields = manualMismatches(order, proof);
  if (fields.length) throw new AppError('COLLECTION_CUSTOMER_MISMATCH', { fields });
}
