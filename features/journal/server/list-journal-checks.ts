import { asc, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { clients, journalChecks } from '@/lib/db/schema';
import { offsetOf, toPage, type Page, type Pagination } from '@/lib/http/pagination';
import type { CheckedChain, JournalCheckView } from '../types';

/**
 * Each organisation's last check of its journal, for the platform's admins (`GET /v1/journal/checks`): the broken
 * first, so that a break is never on a later page, then by name. Organisations never checked are not listed: the
 * daily job checks every organisation that has a chain.
 */
export async function listJournalChecks(pagination: Pagination): Promise<Page<JournalCheckView>> {
  const db = await getDb();
  const last = db
    .selectDistinctOn([journalChecks.clientId], { clientId: journalChecks.clientId, checkedAt: journalChecks.checkedAt, source: journalChecks.source, intact: journalChecks.intact, chains: journalChecks.chains })
    .from(journalChecks)
    .orderBy(journalChecks.clientId, desc(journalChecks.checkedAt))
    .as('last_check');
  const [rows, [count]] = await Promise.all([
    db
      .select({ clientId: last.clientId, clientName: clients.name, checkedAt: last.checkedAt, source: last.source, intact: last.intact, chains: last.chains })
      .from(last)
      .innerJoin(clients, eq(clients.id, last.clientId))
      .orderBy(asc(last.intact), asc(clients.name), asc(last.clientId))
      .limit(pagination.limit)
      .offset(offsetOf(pagination)),
    db.select({ total: sql<number>`count(distinct ${journalChecks.clientId})::int` }).from(journalChecks),
  ]);
  const data = rows.map((row) => ({ ...row, checkedAt: row.checkedAt.toISOString(), chains: row.chains as CheckedChain[] }));
  return toPage(data, count?.total ?? 0, pagination);
}
