import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { PlanType } from '@/features/entitlements/plans';
import { currentPlanColumn } from '@/features/entitlements/server/entitlements';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { clients, userRoles, users, type ClientRow } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { offsetOf, toPage, type Page } from '@/lib/http/pagination';
import { isUuid } from '@/lib/validation/uuid';
import type { AdminUpdateClientInput, ListClientsQuery } from '../schemas';
import type { ClientAccountView, ClientView } from '../types';

/** An allow-list of the columns the API shows, so a new column never leaks by accident. */
export function toClientView(row: ClientRow & { subscriptionType: PlanType | null }): ClientView {
  return {
    id: row.id,
    name: row.name,
    legalForm: row.legalForm,
    siret: row.siret,
    vatNumber: row.vatNumber,
    email: row.email,
    phone: row.phone,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    postcode: row.postcode,
    city: row.city,
    country: row.country,
    allowAllFeatures: row.allowAllFeatures,
    subscriptionType: row.subscriptionType,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The client's columns and the plan it holds now (spec §3 Client.subType), for a select. */
function clientWithPlan() {
  return { ...getTableColumns(clients), subscriptionType: currentPlanColumn(new Date()) };
}

/** Who may see a client: its own members, and platform admins. Anybody else finds nothing (404). */
export function visibleClient(actor: Actor, id: string): SQL | undefined {
  if (actor.role === 'admin') return eq(clients.id, id);
  return actor.clientId === id && actor.role === 'client' ? eq(clients.id, id) : undefined;
}

/** GET /v1/clients/{id}; an admin also gets the manager accounts, for the client's page (e-mail verification). */
export async function getClient(actor: Actor, id: string): Promise<ClientView> {
  const where = isUuid(id) ? visibleClient(actor, id) : undefined;
  if (!where) throw new AppError('NOT_FOUND');
  const db = await getDb();
  const [row] = await db.select(clientWithPlan()).from(clients).where(where);
  if (!row) throw new AppError('NOT_FOUND');
  if (actor.role !== 'admin') return toClientView(row);
  return { ...toClientView(row), accounts: await managerAccounts(row.id) };
}

/** The users holding the manager role in the organisation, oldest first (the one who signed it up comes first). */
async function managerAccounts(clientId: string): Promise<ClientAccountView[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'client')))
    .where(eq(users.clientId, clientId))
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map((account) => ({ ...account, emailVerifiedAt: account.emailVerifiedAt?.toISOString() ?? null }));
}

/** The organisation edits its profile; only admins change status and allowAllFeatures (the schema says which). */
export async function updateClient(actor: Actor, id: string, input: AdminUpdateClientInput): Promise<ClientView> {
  const where = isUuid(id) ? visibleClient(actor, id) : undefined;
  if (!where) throw new AppError('NOT_FOUND');
  if (actor.role !== 'admin' && (input.status !== undefined || input.allowAllFeatures !== undefined)) throw new AppError('FORBIDDEN');
  const db = await getDb();
  const [updated] = await db.update(clients).set({ ...input, updatedAt: new Date() }).where(where).returning({ id: clients.id });
  if (!updated) throw new AppError('NOT_FOUND');
  const [row] = await db.select(clientWithPlan()).from(clients).where(eq(clients.id, updated.id));
  return toClientView(row!);
}

function listFilter(query: Omit<ListClientsQuery, 'page' | 'limit'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = `%${query.q.replace(/[%_\\]/g, (character) => `\\${character}`)}%`;
    conditions.push(or(ilike(clients.name, pattern), ilike(clients.email, pattern), ilike(clients.city, pattern))!);
  }
  if (query.status?.length) conditions.push(inArray(clients.status, query.status));
  return conditions.length ? and(...conditions) : undefined;
}

/** Admins only (the route guards the role): every client, newest first, searchable. */
export async function listClients(query: ListClientsQuery): Promise<Page<ClientView>> {
  const db = await getDb();
  const where = listFilter(query);
  const [rows, [total]] = await Promise.all([
    db.select(clientWithPlan()).from(clients).where(where).orderBy(desc(clients.createdAt), desc(clients.id)).limit(query.limit).offset(offsetOf(query)),
    db.select({ value: count() }).from(clients).where(where),
  ]);
  return toPage(rows.map(toClientView), total?.value ?? 0, query);
}

export async function countClients(query: Omit<ListClientsQuery, 'page' | 'limit'>): Promise<{ count: number }> {
  const db = await getDb();
  const [total] = await db.select({ value: count() }).from(clients).where(listFilter(query));
  return { count: total?.value ?? 0 };
}
