import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb, type Db } from '@/lib/db';
import { projectClients, projects } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { offsetOf, toPage, type Page } from '@/lib/http/pagination';
import type { ListProjectsQuery } from '../schemas';
import type { ProjectView, RestrictedProjectView } from '../types';
import { visibleProjectCondition } from './project-access';
import { clientRolesOf, membershipFor, toProjectView, toRestrictedView } from './project-view';

/**
 * The `clientId` filter: the tours that organisation takes part in. Admins may name any organisation; a manager
 * only their own (another one is not theirs to know of: 404); sellers have no organisation to filter by (403).
 */
function clientFilter(db: Db, actor: Actor, clientId: string | undefined): SQL | undefined {
  if (!clientId) return undefined;
  if (actor.role === 'seller') throw new AppError('FORBIDDEN');
  if (actor.role !== 'admin' && actor.clientId !== clientId) throw new AppError('NOT_FOUND');
  return inArray(projects.id, db.select({ id: projectClients.projectId }).from(projectClients).where(eq(projectClients.clientId, clientId)));
}

/**
 * GET /v1/projects: the tours the caller takes part in. Sellers get each as the restricted view, as
 * `/restricted` gives it: the team's organisations, the owner and the description are not theirs to read.
 */
export async function listProjects(actor: Actor, query: ListProjectsQuery): Promise<Page<ProjectView | RestrictedProjectView>> {
  const db = await getDb();
  const conditions: SQL[] = [];
  const visible = await visibleProjectCondition(actor, projects.id);
  if (visible) conditions.push(visible);
  if (query.status?.length) conditions.push(inArray(projects.status, query.status));
  const byClient = clientFilter(db, actor, query.clientId);
  if (byClient) conditions.push(byClient);
  if (query.q) conditions.push(ilike(projects.name, `%${query.q.replace(/[%_\\]/g, (character) => `\\${character}`)}%`));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(projects).where(where).orderBy(desc(projects.createdAt), desc(projects.id)).limit(query.limit).offset(offsetOf(query)),
    db.select({ value: count() }).from(projects).where(where),
  ]);
  if (actor.role === 'seller') return toPage(rows.map((row) => toRestrictedView(row, 'seller')), total?.value ?? 0, query);
  const roles = await clientRolesOf(rows.map((row) => row.id));
  return toPage(
    rows.map((row) => toProjectView(row, roles.get(row.id) ?? [], membershipFor(actor, row, roles.get(row.id) ?? []))),
    total?.value ?? 0,
    query,
  );
}
