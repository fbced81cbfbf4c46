import { format } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '@/lib/auth/password';
import type { DatabaseHandle } from '@/lib/db/open-database';
import { databaseRefusal } from '@/lib/db/errors';
import { users } from '@/lib/db/schema';
import { reportError } from '@/lib/monitoring/report-error';
import { openTestDatabase } from '../../support/test-app';

// A failed sign-up insert once logged the new user's e-mail and argon2 hash: the query's parameters travel inside
// the database error. The error here is a real one, from a real insert.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

async function failedInsert(email: string, passwordHash: string): Promise<unknown> {
  await handle.db.insert(users).values({ email, passwordHash });
  return handle.db
    .insert(users)
    .values({ email: email.toUpperCase(), passwordHash })
    .then(() => null, (error: unknown) => error);
}

describe('reportError', () => {
  it('logs the shape of a database error, never its parameters: no password hash, no e-mail', async () => {
    const email = `secret-${Date.now()}@example.com`;
    const passwordHash = await hashPassword('Une-Phrase-Secrète-1');
    const error = await failedInsert(email, passwordHash);
    expect(String((error as Error).message)).toContain(passwordHash); // what would leak without the scrub
    expect(databaseRefusal(error)).toBe('conflict');

    const logged: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(format(...args)));
    try {
      await reportError(error, { method: 'POST', url: `/api/v1/clients?email=${email}` });
    } finally {
      spy.mockRestore();
    }
    const output = logged.join('\n');
    expect(output).toContain('insert into "users"');
    expect(output).toContain('23505');
    expect(output).not.toContain(passwordHash);
    expect(output).not.toContain('$argon2');
    expect(output.toLowerCase()).not.toContain(email.toLowerCase());
  });
});
