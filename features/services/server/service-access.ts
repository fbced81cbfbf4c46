import { eq } from 'drizzle-orm';
import { requireProject, type ProjectRight } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import type { Executor, Tx } from '@/lib/db';
import { events, serviceRequests } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { isUuid } from '@/lib/validation/uuid';

export type ServiceRequestRow = typeof serviceRequests.$inferSelect;

/**
 * A request its tour's team may see (`read`) or act on (`write`: not viewers), and platform admins any: another
 * tenant's, an unknown or a malformed id is SERVICE_REQUEST_NOT_FOUND. Inside a transaction the row is locked, so
 * two steps on one request run one after the other.
 */
export async function requireServiceRequest(actor: Actor, id: string, right: Extract<ProjectRight, 'read' | 'write'>, executor: Executor | Tx, lock = false): Promise<ServiceRequestRow> {
  if (!isUuid(id)) throw new AppError('SERVICE_REQUEST_NOT_FOUND');
  const query = executor.select({ request: serviceRequests, projectId: events.projectId }).from(serviceRequests).innerJoin(events, eq(events.id, serviceRequests.eventId)).where(eq(serviceRequests.id, id));
  const [row] = lock ? await query.for('update', { of: serviceRequests }) : await query;
  if (!row) throw new AppError('SERVICE_REQUEST_NOT_FOUND');
  await requireProject(actor, row.projectId, right, { notFound: 'SERVICE_REQUEST_NOT_FOUND', db: executor });
  return row.request;
}
