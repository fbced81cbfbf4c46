import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/lib/db/open-database';
import { pipelinedTransaction } from '@/lib/db/pipelined-transaction';
import { selectRows } from '@/lib/db/select-rows';
import { openTestDatabase } from '../../support/test-app';

/*
 * Issue #28: the sale's transaction sends its BEGIN with its first statement, its last write with its COMMIT and the
 * read of what it committed right behind. Whatever fails, nothing is committed halfway, nothing runs outside the
 * transaction, and the connection goes back to the pool only when every answer is in.
 */

const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const table = sql.raw(`pipelined_${randomUUID().replaceAll('-', '')}`);

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.execute(sql`create table ${table} (id text primary key, note text not null)`);
});
afterAll(async () => {
  await handle.db.execute(sql`drop table ${table}`);
  await handle.close();
});

const idsIn = async () => (await selectRows<{ id: string }>(handle.db, sql`select id from ${table} order by id`)).map((row) => row.id);

describe('a pipelined transaction', () => {
  it('commits the work with the write sent beside its COMMIT, and reads what it committed right behind', async () => {
    const first = randomUUID();
    const last = randomUUID();
    const answer = await pipelinedTransaction(handle.db, {
      work: async (tx, commit) => {
        const [counted] = await selectRows<{ count: string }>(tx, sql`select count(*) from ${table}`);
        await tx.execute(sql`insert into ${table} values (${first}, 'first')`);
        commit.withCommit(tx.execute(sql`insert into ${table} values (${last}, 'last')`));
        return { before: Number(counted!.count) };
      },
      afterCommit: async (executor, result) => ({ ...result, notes: (await selectRows<{ note: string }>(executor, sql`select note from ${table} where id in (${first}, ${last}) order by note`)).map((row) => row.note) }),
    });
    expect(answer.notes).toEqual(['first', 'last']);
    expect(await idsIn()).toEqual(expect.arrayContaining([first, last]));
  });

  it('commits nothing when the write sent beside the COMMIT fails, and answers its error', async () => {
    const taken = randomUUID();
    await handle.db.execute(sql`insert into ${table} values (${taken}, 'taken')`);
    const before = await idsIn();
    const fresh = randomUUID();
    const attempt = pipelinedTransaction(handle.db, {
      work: async (tx, commit) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`insert into ${table} values (${fresh}, 'fresh')`);
        commit.withCommit(tx.execute(sql`insert into ${table} values (${taken}, 'again')`));
      },
      afterCommit: async () => 'committed',
    });
    // The write's own error (a duplicate key), not the COMMIT's.
    await expect(attempt).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await idsIn()).toEqual(before);
  });

  it('rolls the work back when it throws, and the connection serves the next transaction', async () => {
    const before = await idsIn();
    const attempt = pipelinedTransaction(handle.db, {
      work: async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`insert into ${table} values (${randomUUID()}, 'undone')`);
        throw new Error('refused by the work');
      },
      afterCommit: async () => 'committed',
    });
    await expect(attempt).rejects.toThrow('refused by the work');
    expect(await idsIn()).toEqual(before);
    const kept = randomUUID();
    await pipelinedTransaction(handle.db, {
      work: async (tx) => {
        await tx.execute(sql`select 1`);
        await tx.execute(sql`insert into ${table} values (${kept}, 'kept')`);
      },
      afterCommit: async () => undefined,
    });
    expect(await idsIn()).toContain(kept);
  });

  it.runIf(onPostgres)('refuses every statement after a failed BEGIN, and closes that connection', async () => {
    // A pool of one connection, left in a failed transaction by a careless caller: its next BEGIN fails.
    const single = await openDatabase({ engine: 'postgres', url: inject('postgresUrl'), poolSize: 1 });
    try {
      const pool = (single.db as unknown as { $client: Pool }).$client;
      const careless = await pool.connect();
      await careless.query('begin');
      await careless.query('select 1 / 0').catch(() => {});
      careless.release();
      const sent: string[] = [];
      const attempt = pipelinedTransaction(single.db, {
        work: async (tx) => {
          await tx.execute(sql`select 1`).catch(() => {});
          sent.push('the second statement');
          await tx.execute(sql`insert into ${table} values (${randomUUID()}, 'outside')`);
        },
        afterCommit: async () => 'committed',
      });
      // BEGIN's own error, answered to the second statement: the first went out with BEGIN.
      await expect(attempt).rejects.toMatchObject({ cause: { code: '25P02' } });
      expect(sent).toEqual(['the second statement']);
      // The connection was closed, not given back: the pool opens a clean one.
      expect(pool.totalCount).toBe(0);
      expect(await selectRows<{ one: number }>(single.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      await single.close();
    }
  });
});
