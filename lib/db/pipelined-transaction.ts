import type { PgSession } from 'drizzle-orm/pg-core';
import type { PoolClient, QueryResult } from 'pg';
import type { Db, Executor, Tx } from './open-database';

/** The writes that travel with the COMMIT. */
export interface Commit {
  /**
   * A write already sent and not awaited, the transaction's last: the COMMIT goes out behind it without waiting for
   * its answer, and the transaction answers its error if it failed (the COMMIT of a failed transaction rolls it back).
   */
  withCommit(write: Promise<unknown>): void;
}

export interface PipelinedWork<Result, Answer> {
  /** The transaction's statements; its first must be a read, as it is sent before BEGIN is answered. */
  work: (tx: Tx, commit: Commit) => Promise<Result>;
  /** Reads sent right behind the COMMIT, on the same connection: they see what it committed. */
  afterCommit: (executor: Executor, result: Result) => Promise<Answer>;
}

/**
 * A transaction that waits for PostgreSQL three times less (issue #28): its BEGIN is sent with its first statement,
 * its last write with its COMMIT, and the reads of what it committed right behind (pg's pipeline mode, on the one
 * connection it takes from the pool). Each wait is a round trip to the server; the last two are while the
 * transaction holds its locks, which is what caps a hot stand's sales.
 *
 * Nothing runs outside the transaction: a failed BEGIN refuses every statement after the first (a read), and a
 * failed write makes the COMMIT a ROLLBACK, reported as that write's error. On the embedded database, where a round
 * trip is a function call, it is an ordinary transaction with the same effects.
 */
export async function pipelinedTransaction<Result, Answer>(db: Db, { work, afterCommit }: PipelinedWork<Result, Answer>): Promise<Answer> {
  const { Pool } = await import('pg');
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof Pool)) {
    const result = await db.transaction(async (tx) => {
      const writes: Promise<unknown>[] = [];
      const done = await work(tx, { withCommit: (write) => writes.push(answered(write)) });
      await Promise.all(writes);
      return done;
    });
    return afterCommit(db, result);
  }
  // The pool's connections are in pipeline mode (open-database.ts): a statement goes out as soon as it is made.
  const client = await pool.connect();
  let beginFailed: unknown = null;
  try {
    const tx = await transactionOn(db, client, () => beginFailed);
    return await runPipelined(client, tx, work, afterCommit, (error) => (beginFailed = error));
  } finally {
    // A connection whose BEGIN failed is in a state nobody knows: it is closed, not reused.
    client.release(beginFailed ? (beginFailed as Error) : undefined);
  }
}

/**
 * The statement, sent now and answered once: Drizzle's statements are sent when first awaited, and again at each
 * await. Marked as handled: its failure is answered where it is awaited, later.
 */
function answered<T>(statement: Promise<T>): Promise<T> {
  const sent = new Promise<T>((resolve, reject) => {
    statement.then(resolve, reject);
  });
  sent.catch(() => {});
  return sent;
}

async function runPipelined<Result, Answer>(
  client: PoolClient,
  tx: Tx,
  work: PipelinedWork<Result, Answer>['work'],
  afterCommit: PipelinedWork<Result, Answer>['afterCommit'],
  onBeginFailed: (error: unknown) => void,
): Promise<Answer> {
  const sent: Promise<unknown>[] = [];
  const track = <T>(statement: Promise<T>): Promise<T> => {
    const once = answered(statement);
    sent.push(once);
    return once;
  };
  // Settled before the connection goes back to the pool: no answer may arrive on another transaction's watch.
  const allAnswered = () => Promise.allSettled(sent);
  const begun = track(client.query('begin'));
  // Runs before the first statement's answer is seen, so before the work can send its second: BEGIN is answered first.
  begun.catch(onBeginFailed);
  const writes: Promise<unknown>[] = [];
  let result: Result;
  try {
    result = await work(tx, { withCommit: (write) => writes.push(track(write)) });
    await begun;
  } catch (error) {
    await allAnswered();
    await client.query('rollback').catch(() => {});
    throw error;
  }
  const committed = track(client.query('commit') as Promise<QueryResult>);
  const after = track(afterCommit(tx, result));
  try {
    await Promise.all(writes);
    const { command } = await committed;
    if (command !== 'COMMIT') throw new Error(`the transaction ended with ${command}, not COMMIT`);
    return await after;
  } finally {
    await allAnswered();
  }
}

/** A Drizzle transaction on this connection, which refuses to send anything once BEGIN has failed. */
async function transactionOn(db: Db, client: PoolClient, beginFailure: () => unknown): Promise<Tx> {
  const { NodePgSession, NodePgTransaction } = await import('drizzle-orm/node-postgres');
  // Drizzle's own session and transaction over this connection, as its `transaction` makes them over a pooled one.
  const { dialect, schema, options } = (db as unknown as { session: PgSession & { dialect: never; schema: never; options: never } }).session;
  const guarded = {
    query: (...args: Parameters<PoolClient['query']>) => {
      const failure = beginFailure();
      return failure ? Promise.reject(failure) : client.query(...args);
    },
  };
  const session = new NodePgSession(guarded as unknown as PoolClient, dialect, schema, options);
  return new NodePgTransaction(dialect, session, schema) as unknown as Tx;
}
