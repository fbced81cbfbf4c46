import { createHash, randomUUID, sign } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { isUniqueViolation } from '@/lib/db/errors';
import { clients, journalArchives, journalRecords } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import type { SigningKey } from '@/lib/journal/signing-key';
import { journalTechnicalEvent } from '@/lib/journal/technical-event';
import { buildArchive, type ArchivePeriod } from './build-archive';

export type ArchiveRow = typeof journalArchives.$inferSelect;

/**
 * The archive of a closed period (issue #27, docs/journal.md "Archives"): made once from the organisation's closing of
 * that month or year (ARCHIVE_PERIOD_NOT_CLOSED before it), hashed (SHA-256 of the zip) and signed (Ed25519 over the
 * hash's hex), kept in journal_archives with an `archive` event of the technical chain, in one transaction. Asked
 * again, the archive already made is answered, never remade: two asking at once meet on the unique index, and the
 * loser answers the winner's.
 */
export async function archivePeriod(db: Executor, clientId: string, period: ArchivePeriod, key: string, signingKey: SigningKey, userId: string | null = null): Promise<{ archive: ArchiveRow; created: boolean }> {
  const existing = await archiveOf(db, clientId, period, key);
  if (existing) return { archive: existing, created: false };
  const [closing] = await db
    .select()
    .from(journalRecords)
    .where(
      and(
        eq(journalRecords.clientId, clientId),
        eq(journalRecords.chain, 'sales'),
        eq(journalRecords.kind, 'closing'),
        sql`${journalRecords.content} ->> 'period' = ${period}`,
        sql`${journalRecords.content} ->> 'key' = ${key}`,
        sql`${journalRecords.content} ->> 'standId' is null`,
      ),
    );
  if (!closing) throw new AppError('ARCHIVE_PERIOD_NOT_CLOSED', { fields: ['key'] });
  const [organisation] = await db.select({ id: clients.id, name: clients.name }).from(clients).where(eq(clients.id, clientId));
  if (!organisation) throw new AppError('NOT_FOUND');
  const { zip, manifest } = await buildArchive(db, { organisation, period, key, keyId: signingKey.keyId, closing });
  const hash = createHash('sha256').update(zip).digest('hex');
  const signature = sign(null, Buffer.from(hash, 'utf8'), signingKey.privateKey).toString('base64');
  const id = randomUUID();
  try {
    const archive = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(journalArchives)
        .values({ id, clientId, period, periodKey: key, firstSequence: manifest.closing.firstSequence, lastSequence: manifest.closing.lastSequence, file: Buffer.from(zip), hash, signature, keyId: signingKey.keyId })
        .returning();
      await journalTechnicalEvent(tx, { clientId, kind: 'archive', userId, subjectId: id, details: { period, key, hash, keyId: signingKey.keyId, firstSequence: manifest.closing.firstSequence, lastSequence: manifest.closing.lastSequence } });
      return row!;
    });
    return { archive, created: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await archiveOf(db, clientId, period, key);
    if (!winner) throw error;
    return { archive: winner, created: false };
  }
}

async function archiveOf(db: Executor, clientId: string, period: string, key: string): Promise<ArchiveRow | undefined> {
  const [row] = await db
    .select()
    .from(journalArchives)
    .where(and(eq(journalArchives.clientId, clientId), eq(journalArchives.period, period), eq(journalArchives.periodKey, key)));
  return row;
}
