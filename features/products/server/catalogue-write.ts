import { sql } from 'drizzle-orm';
import { requireProject, type ProjectAccess } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { forgetTagged } from '@/lib/cache/expiring-cache';
import { getDb, type Tx } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db/errors';
import { AppError } from '@/lib/errors';

function violates(error: unknown, constraint: string): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { constraint: name, message } = current as { constraint?: unknown; message?: unknown };
    if (name === constraint || (typeof message === 'string' && message.includes(constraint))) return true;
  }
  return false;
}

/** What was read from a tour's catalogue and kept a few seconds (the shop's page) answers to this tag. */
export const tourCatalogueTag = (projectId: string) => `catalogue:${projectId}`;

/**
 * Every change to a tour's catalogue: the actor must be allowed to write on the tour (requireProject: 404
 * GET_PRODUCT for another tenant, 403 for viewers and sellers, FORBIDDEN_ON_INACTIVE_PROJECT once archived), and
 * the work runs in one transaction holding the tour's catalogue lock. The lock serialises the writes of one tour,
 * so that references stay unique, positions stay 0…n-1 and a product keeps one default variant under concurrent
 * requests. All queries inside must use `tx` (PGlite has one connection). Once committed, this process forgets
 * what it kept of the catalogue (docs/decisions.md, "The shop's page without the loopback").
 */
export async function writeCatalogue<T>(actor: Actor, projectId: string, work: (tx: Tx, access: ProjectAccess) => Promise<T>): Promise<T> {
  const db = await getDb();
  try {
    const written = await db.transaction(async (tx) => {
      const access = await requireProject(actor, projectId, 'write', { notFound: 'GET_PRODUCT', db: tx });
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalogue:${projectId}`}))`);
      return work(tx, access);
    });
    forgetTagged(tourCatalogueTag(projectId));
    return written;
  } catch (error) {
    // The checks run under the lock; the unique index is the last guard.
    if (isUniqueViolation(error) && violates(error, 'products_reference_unique')) throw new AppError('VALIDATION_ERRORS', { fields: ['reference'] });
    throw error;
  }
}
