import { and, eq, isNull, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { idempotencyKeys } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';

/** How long an answer is replayed (docs/api.md). */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** A first attempt still unanswered after this long died with its process: a retry may run the write again. */
const ABANDONED_MS = 2 * 60 * 1000;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

interface Request {
  userId: string;
  scope: string;
  key: string;
}

const sameRequest = (request: Request) => and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key));

/**
 * Claims the key for this attempt. Returns the stored answer when a previous attempt already succeeded, null when
 * this attempt must do the work; REQUEST_IN_PROGRESS (409) when another attempt with the same key is running.
 */
export async function claimIdempotencyKey(request: Request): Promise<StoredAnswer | null> {
  const db = await getDb();
  const now = Date.now();
  // Expired keys go first, so that a key reused after 24 h starts afresh.
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now - KEEP_MS)));
  const [claimed] = await db.insert(idempotencyKeys).values(request).onConflictDoNothing().returning({ key: idempotencyKeys.key });
  if (claimed) return null;
  const [existing] = await db.select().from(idempotencyKeys).where(sameRequest(request));
  if (!existing) return claimIdempotencyKey(request);
  if (existing.status !== null) return { status: existing.status, body: existing.body === null ? null : JSON.parse(existing.body) };
  if (now - existing.createdAt.getTime() < ABANDONED_MS) throw new AppError('REQUEST_IN_PROGRESS');
  const [retaken] = await db
    .update(idempotencyKeys)
    .set({ createdAt: new Date(now) })
    .where(and(sameRequest(request), isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, new Date(now - ABANDONED_MS))))
    .returning({ key: idempotencyKeys.key });
  if (!retaken) throw new AppError('REQUEST_IN_PROGRESS');
  return null;
}

/** Keeps a successful answer for the retries. */
export async function storeIdempotentAnswer(request: Request, answer: StoredAnswer): Promise<void> {
  const db = await getDb();
  await db
    .update(idempotencyKeys)
    .set({ status: answer.status, body: answer.body === undefined || answer.body === null ? null : JSON.stringify(answer.body) })
    .where(sameRequest(request));
}

/** A failed attempt frees its key: the retry must be free to succeed. */
export async function releaseIdempotencyKey(request: Request): Promise<void> {
  const db = await getDb();
  await db.delete(idempotencyKeys).where(and(sameRequest(request), isNull(idempotencyKeys.status)));
}

/** The header's value, when it is usable: 1 to 200 visible characters. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return null;
  if (!/^[\x21-\x7e]{1,200}$/.test(value)) throw new AppError('VALIDATION_ERRORS', { fields: ['Idempotency-Key'] });
  return value;
}
