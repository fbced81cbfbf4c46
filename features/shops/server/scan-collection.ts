import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { readCollectionCode } from '../collection-code';
import type { ScanCollectionInput } from '../schemas';
import type { CollectionView } from '../types';
import { findCollectedOrder } from './collected-order';
import { requireCollectionPoint } from './collection-point';
import { isOrdersSecret } from './collection-secret';
import { toCollectionViews } from './collection-view';

/**
 * POST /v1/stands/{id}/collections/scan: the order a QR code shown at the stand names, once its secret is checked.
 * A POST, so that the secret travels in the body, never in a URL that proxies log. Text that is no order code is
 * VALIDATION_ERRORS; a code whose secret is not the order's, or an outdated one (version 1, the id alone),
 * COLLECTION_CODE_INVALID; another event's order ORDER_OF_ANOTHER_EVENT; anything else this stand does not collect
 * ORDER_NOT_FOUND. The handover then sends the same secret (PUT …/collections/{orderId}).
 */
export async function scanCollection(actor: Actor, standId: string, input: ScanCollectionInput): Promise<CollectionView> {
  const code = readCollectionCode(input.code);
  if (!code) throw new AppError('VALIDATION_ERRORS', { fields: ['code'] });
  const db = await getDb();
  const point = await requireCollectionPoint(db, actor, standId);
  if (code.version === 1) throw new AppError('COLLECTION_CODE_INVALID');
  const order = await findCollectedOrder(db, point, code.orderId, { secret: code.secret, lock: false });
  if (!isOrdersSecret(order.collectionSecret, code.secret)) throw new AppError('COLLECTION_CODE_INVALID');
  const [view] = await toCollectionViews(db, [order]);
  return view!;
}
