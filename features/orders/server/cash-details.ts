import { desc, eq } from 'drizzle-orm';
import { assertEventNotClosed } from '@/features/events/server/closed-event-guard';
import { canWrite } from '@/features/projects/server/project-access';
import { requireStand } from '@/features/stands/server/stand-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { cashDetails } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { CashDetailInput } from '../schemas';

export interface CashDetailView {
  id: string;
  standId: string;
  /** Denomination in cents → how many: { "5000": 2, "200": 7, … }. */
  counts: Record<string, number>;
  /** Cents. */
  total: number;
  countedBy: string | null;
  createdAt: string;
}

/** A total a 32-bit column holds (21 million euros): beyond that the count is a typo. */
const MAX_TOTAL = 2_147_483_647;

function toView(row: typeof cashDetails.$inferSelect): CashDetailView {
  return { id: row.id, standId: row.standId, counts: row.counts, total: row.total, countedBy: row.countedBy, createdAt: row.createdAt.toISOString() };
}

/**
 * POST /v1/stands/{id}/cash-detail: a count of the stand's cash drawer by denomination, kept with its total (the
 * closing reads the latest). The stand's sellers and the tour's writers count; viewers only read (FORBIDDEN); an
 * archived tour takes no count (FORBIDDEN_ON_INACTIVE_PROJECT). Every count is kept: a recount is a new row.
 * `closingRunId`: the closing run that counts the drawer (kept on the count, where its retry finds it).
 */
export async function recordCashDetail(actor: Actor, standId: string, input: CashDetailInput, options: { closingRunId?: string } = {}): Promise<CashDetailView> {
  const db = await getDb();
  const { stand, project } = await requireStand(actor, standId, db);
  if (project.membership !== 'seller' && !canWrite(project.membership)) throw new AppError('FORBIDDEN');
  if (project.status === 'archived') throw new AppError('FORBIDDEN_ON_INACTIVE_PROJECT');
  const total = Object.entries(input.counts).reduce((sum, [denomination, count]) => sum + Number(denomination) * count, 0);
  if (total > MAX_TOTAL) throw new AppError('VALIDATION_ERRORS', { fields: ['counts'] });
  // A closed date's drawers were settled by its closing: a count made after it would contradict the settlement.
  const [row] = await db.transaction(async (tx) => {
    await assertEventNotClosed(tx, stand.eventId);
    return tx.insert(cashDetails).values({ standId: stand.id, counts: input.counts, total, countedBy: actor.userId, closingRunId: options.closingRunId ?? null }).returning();
  });
  return toView(row!);
}

/** GET /v1/stands/{id}/cash-detail: the latest count, or null (204) when the drawer was never counted. */
export async function latestCashDetail(actor: Actor, standId: string): Promise<CashDetailView | null> {
  const db = await getDb();
  const { stand } = await requireStand(actor, standId, db);
  const [row] = await db.select().from(cashDetails).where(eq(cashDetails.standId, stand.id)).orderBy(desc(cashDetails.createdAt), desc(cashDetails.id)).limit(1);
  return row ? toView(row) : null;
}
