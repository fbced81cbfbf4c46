import { eq } from 'drizzle-orm';
import { canWrite, projectAccessColumns, projectAccessOf, type ProjectAccess } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import type { Executor, Tx } from '@/lib/db';
import { inventoryTransfers, projects } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';
import { sellsFrom } from './stock-access';
import type { TransferRow } from './transfer-views';

export interface TransferAccess {
  transfer: TransferRow;
  project: ProjectAccess;
  /** Sends, cancels: the tour's writers. */
  canManage: boolean;
  /** Records receipts and completes: the writers, and the sellers of the receiving stand. */
  canReceive: boolean;
}

/**
 * Who may see a transfer: its tour's team and platform admins; a seller only a transfer from or to one of their
 * stands. Unknown, malformed or not theirs: TRANSFER_NOT_FOUND. `forUpdate` locks the row, so that receipts,
 * completion and cancellation of one transfer run one after the other.
 */
export async function findTransfer(actor: Actor, id: string, db: Executor, options: { forUpdate?: boolean } = {}): Promise<TransferAccess> {
  if (!isUuid(id)) throw new AppError('TRANSFER_NOT_FOUND');
  // One read: the transfer with its tour's access columns and, for a seller, whether each end is one of their stands.
  const query = db
    .select({ transfer: inventoryTransfers, access: projectAccessColumns(actor), fromMine: sellsFrom(actor, inventoryTransfers.fromInventoryId), toMine: sellsFrom(actor, inventoryTransfers.toInventoryId) })
    .from(inventoryTransfers)
    .innerJoin(projects, eq(projects.id, inventoryTransfers.projectId))
    .where(eq(inventoryTransfers.id, id));
  const [found] = options.forUpdate ? await query.for('update', { of: inventoryTransfers }) : await query;
  if (!found) throw new AppError('TRANSFER_NOT_FOUND');
  const { transfer } = found;
  const project = projectAccessOf(actor, found.access);
  if (!project) throw new AppError('TRANSFER_NOT_FOUND');
  if (project.membership === 'seller') {
    if (!found.fromMine && !found.toMine) throw new AppError('TRANSFER_NOT_FOUND');
    return { transfer, project, canManage: false, canReceive: found.toMine };
  }
  const writer = canWrite(project.membership);
  return { transfer, project, canManage: writer, canReceive: writer };
}

/** The transfer, locked, for a change by someone allowed to make it (FORBIDDEN otherwise, or on an archived tour). */
export async function lockTransfer(actor: Actor, id: string, tx: Tx, right: 'manage' | 'receive'): Promise<TransferAccess> {
  const access = await findTransfer(actor, id, tx, { forUpdate: true });
  if (!(right === 'manage' ? access.canManage : access.canReceive)) throw new AppError('FORBIDDEN');
  if (access.project.status === 'archived') throw new AppError('FORBIDDEN_ON_INACTIVE_PROJECT');
  return access;
}
