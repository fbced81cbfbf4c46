import { createHash } from 'node:crypto';
import { AppError } from '@/lib/errors';

/*
 * "Find by key, compare the request's hash, replay", once for every write whose Idempotency-Key is stored on the row
 * it makes (the sale, the refund, the shop order): the row and its key commit or vanish together, so a retry either
 * finds the row and answers it again, or makes it. Writes whose answer is kept apart use lib/http/idempotency.ts.
 */

/** The key a write needs: IDEMPOTENCY_KEY_REQUIRED without one. */
export function requireIdempotencyKey(key: string | null): string {
  if (!key) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  return key;
}

/** A hash of what was asked, so that a key sent again with another request is refused rather than replayed. */
export function requestHashOf(input: unknown): string {
  return createHash('sha256').update(JSON.stringify(input)).digest('base64url');
}

/** A row this key already wrote, found inside the write (the same key sent twice at once, the second under a lock). */
export class WrittenBefore<Row> extends Error {
  constructor(readonly row: Row) {
    super('This Idempotency-Key already wrote its row');
  }
}

interface KeyedRow {
  requestHash: string | null;
}

export interface IdempotentWrite<Row extends KeyedRow, Answer> {
  requestHash: string;
  /** The row this key wrote, when the caller read it already; the write is then not tried. */
  earlier?: Row | null;
  write: () => Promise<Answer>;
  /** The row this key wrote, read after a failed write. */
  find: () => Promise<Row | undefined>;
  /** The answer to give again for that row. */
  replay: (row: Row) => Promise<Answer>;
  /** Which failures may be a retry that lost to its twin (a unique violation on the key); any failure by default. */
  mayBeRetry?: (error: unknown) => boolean;
}

/** The first answer to this key, or IDEMPOTENCY_KEY_REUSED (409) when the key came with another request. */
async function replayIfSame<Row extends KeyedRow, Answer>(row: Row, { requestHash, replay }: IdempotentWrite<Row, Answer>): Promise<{ answer: Answer; replayed: true }> {
  if (row.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { answer: await replay(row), replayed: true };
}

/**
 * Makes the write, or answers again what this key wrote. The key is looked up only when the write failed (or when the
 * caller had read it anyway), which is where a retry ends: first writes, the hot path, save the lookup. When the write
 * failed and the key wrote nothing, the write's own error is the answer, even if the lookup failed too.
 */
export async function writeOnce<Row extends KeyedRow, Answer>(steps: IdempotentWrite<Row, Answer>): Promise<{ answer: Answer; replayed: boolean }> {
  if (steps.earlier) return replayIfSame(steps.earlier, steps);
  try {
    return { answer: await steps.write(), replayed: false };
  } catch (error) {
    if (error instanceof WrittenBefore) return replayIfSame(error.row as Row, steps);
    if (steps.mayBeRetry && !steps.mayBeRetry(error)) throw error;
    const earlier = await steps.find().catch(() => undefined);
    if (!earlier) throw error;
    return replayIfSame(earlier, steps);
  }
}
