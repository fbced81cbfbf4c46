import { and, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { requireProject } from '@/features/projects/server/project-access';
import { requireStand } from '@/features/stands/server/stand-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { journalRecords, stands } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { journalTechnicalEvent } from '@/lib/journal/technical-event';
import { offsetOf, toPage, type Page, type Pagination } from '@/lib/http/pagination';
import { businessDayOf } from '../business-day';
import { periodKeyOf, type ClosingPeriod } from '../closing-model';
import type { ClosingListQuery, OrganisationClosingInput } from '../schemas';
import type { ClosingListItem, ClosingView } from '../types';
import { closePeriod } from './close-period';
import { closingOf } from './closing-record';

/**
 * POST /v1/stands/{id}/closings: the stand's day closed now (its Z), by a seller of the stand or the tour's writers
 * (a viewer gets FORBIDDEN, another organisation's stand GET_STAND). Asked again with nothing sold since, it answers
 * the same closing (`created` false): a seller's second tap or a retried request never makes a second Z.
 */
export async function closeStandDay(actor: Actor, standId: string, now = new Date()): Promise<{ closing: ClosingView; created: boolean }> {
  const access = await requireStand(actor, standId);
  if (access.project.membership !== 'seller') await requireProject(actor, access.event.projectId, 'write', { notFound: 'GET_STAND' });
  const db = await getDb();
  return db.transaction((tx) =>
    closePeriod(tx, { clientId: access.project.ownerClientId, standId, eventId: access.event.id, period: 'day', key: businessDayOf(now), userId: actor.userId }),
  );
}

/**
 * POST /v1/journal/closings: the organisation's closing, by its managers: today's business day, or a month or a year
 * that has ended (CLOSING_PERIOD_NOT_OVER before). The nightly job makes them too (close-due-periods.ts).
 */
export async function closeOrganisationPeriod(actor: Actor, input: OrganisationClosingInput, now = new Date()): Promise<{ closing: ClosingView; created: boolean }> {
  const clientId = organisationOf(actor);
  const today = businessDayOf(now);
  const key = input.period === 'day' ? today : input.key!;
  if (input.period !== 'day' && key >= periodKeyOf(input.period, today)) throw new AppError('CLOSING_PERIOD_NOT_OVER', { fields: ['key'] });
  const db = await getDb();
  return db.transaction((tx) => closePeriod(tx, { clientId, standId: null, eventId: null, period: input.period, key, userId: actor.userId }));
}

/** GET /v1/journal/closings: the organisation's closings, newest first, with their stand's name, for its managers. */
export async function listClosings(actor: Actor, query: ClosingListQuery & Pagination): Promise<Page<ClosingListItem>> {
  const clientId = organisationOf(actor);
  const db = await getDb();
  const where = closingFilter(clientId, query);
  const [rows, [total]] = await Promise.all([
    db
      .select({ record: journalRecords, standName: stands.name })
      .from(journalRecords)
      .leftJoin(stands, sql`${stands.id}::text = ${journalRecords.content} ->> 'standId'`)
      .where(where)
      .orderBy(desc(journalRecords.sequence))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(journalRecords).where(where),
  ]);
  return toPage(
    rows.map(({ record, standName }) => ({ ...closingOf(record), standName })),
    total!.total,
    query,
  );
}

/** Every closing of the filter, oldest first: the Z reports' CSV. */
export async function allClosings(actor: Actor, query: ClosingListQuery): Promise<ClosingView[]> {
  const db = await getDb();
  const rows = await db.select().from(journalRecords).where(closingFilter(organisationOf(actor), query)).orderBy(journalRecords.sequence);
  return rows.map(closingOf);
}

/** The Z reports' CSV handed to a manager: an `export` event of the technical chain, in a transaction of its own. */
export async function journalClosingsExport(actor: Actor, query: ClosingListQuery): Promise<void> {
  const db = await getDb();
  await db.transaction((tx) => journalTechnicalEvent(tx, { clientId: organisationOf(actor), kind: 'export', userId: actor.userId, subjectId: null, details: { document: 'closingsCsv', period: query.period ?? null, from: query.from ?? null, to: query.to ?? null } }));
}

function organisationOf(actor: Actor): string {
  if (actor.role !== 'client' || !actor.clientId) throw new AppError('FORBIDDEN');
  return actor.clientId;
}

function closingFilter(clientId: string, query: ClosingListQuery) {
  const content = journalRecords.content;
  // A period's first day: '2026-11' → '2026-11-01', '2026' → '2026-01-01', a day stays itself.
  const startOfPeriod = sql`left(${content} ->> 'key' || '-01-01', 10)`;
  return and(
    eq(journalRecords.clientId, clientId),
    eq(journalRecords.chain, 'sales'),
    eq(journalRecords.kind, 'closing'),
    query.period ? sql`${content} ->> 'period' = ${query.period satisfies ClosingPeriod}` : undefined,
    query.scope === 'organisation' ? sql`${content} ->> 'standId' is null` : undefined,
    query.scope === 'stands' ? sql`${content} ->> 'standId' is not null` : undefined,
    query.standId ? sql`${content} ->> 'standId' = ${query.standId}` : undefined,
    query.from ? gte(startOfPeriod, query.from) : undefined,
    query.to ? lte(startOfPeriod, query.to) : undefined,
  );
}
