import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './open-database';

/** A read not yet started: a Drizzle query (it starts when awaited) or a function that starts it. */
type Read<T> = PromiseLike<T> | (() => PromiseLike<T>);
type Results<T extends readonly Read<unknown>[]> = { -readonly [K in keyof T]: T[K] extends Read<infer R> ? R : never };

const start = <T>(read: Read<T>): PromiseLike<T> => (typeof read === 'function' ? read() : read);

/**
 * Runs independent reads at once on the pool, and one after another inside a transaction: a transaction is one
 * connection, and a pg client sent a second query while the first runs warns today and will refuse in pg 9.
 * Pass Drizzle queries as they are (they start only when awaited) and anything else as a function.
 */
export async function readTogether<T extends readonly Read<unknown>[]>(executor: Executor, reads: readonly [...T]): Promise<Results<T>> {
  if (!(executor instanceof PgTransaction)) return (await Promise.all(reads.map(start))) as Results<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await start(read));
  return results as Results<T>;
}
