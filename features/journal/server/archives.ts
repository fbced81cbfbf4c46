import { and, desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { journalArchives } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { signingKeyOf } from '@/lib/journal/signing-key';
import { journalTechnicalEvent } from '@/lib/journal/technical-event';
import type { ArchiveRequestInput } from '../schemas';
import type { ArchiveView } from '../types';
import { archivePeriod, type ArchiveRow } from './archive-period';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Archives are the organisation's own: its managers only, each their own organisation's. */
function organisationOf(actor: Actor): string {
  if (actor.role !== 'client' || !actor.clientId) throw new AppError('FORBIDDEN');
  return actor.clientId;
}

const viewOf = (row: Omit<ArchiveRow, 'file' | 'clientId'> & { size: number }): ArchiveView => ({
  id: row.id,
  period: row.period as ArchiveView['period'],
  key: row.periodKey,
  firstSequence: row.firstSequence,
  lastSequence: row.lastSequence,
  hash: row.hash,
  signature: row.signature,
  keyId: row.keyId,
  createdAt: row.createdAt.toISOString(),
  size: row.size,
});

/** POST /v1/journal/archives: the archive of a closed month or year, made now or the one made before (`created` false). */
export async function createArchive(actor: Actor, input: ArchiveRequestInput): Promise<{ archive: ArchiveView; created: boolean }> {
  const clientId = organisationOf(actor);
  const { archive, created } = await archivePeriod(await getDb(), clientId, input.period, input.key, signingKeyOf(), actor.userId);
  return { archive: viewOf({ ...archive, size: archive.file.length }), created };
}

/** GET /v1/journal/archives: the organisation's archives, newest period first, without their files. */
export async function listArchives(actor: Actor): Promise<ArchiveView[]> {
  const clientId = organisationOf(actor);
  const db = await getDb();
  const rows = await db
    .select({
      id: journalArchives.id,
      period: journalArchives.period,
      periodKey: journalArchives.periodKey,
      firstSequence: journalArchives.firstSequence,
      lastSequence: journalArchives.lastSequence,
      createdAt: journalArchives.createdAt,
      hash: journalArchives.hash,
      signature: journalArchives.signature,
      keyId: journalArchives.keyId,
      size: sql<number>`octet_length(${journalArchives.file})`.mapWith(Number),
    })
    .from(journalArchives)
    .where(eq(journalArchives.clientId, clientId))
    .orderBy(desc(journalArchives.periodKey), desc(journalArchives.createdAt));
  return rows.map(viewOf);
}

/**
 * GET /v1/journal/archives/{id}/file: the zip, for the organisation's auditor. Another organisation's archive, an
 * unknown or malformed id are all GET_ARCHIVE (404): the WHERE clause holds the organisation. Handing it over is an
 * `export` event of the technical chain.
 */
export async function archiveFile(actor: Actor, id: string): Promise<{ fileName: string; file: Buffer }> {
  const clientId = organisationOf(actor);
  if (!uuid.test(id)) throw new AppError('GET_ARCHIVE');
  const db = await getDb();
  const [row] = await db.select().from(journalArchives).where(and(eq(journalArchives.id, id), eq(journalArchives.clientId, clientId)));
  if (!row) throw new AppError('GET_ARCHIVE');
  await db.transaction((tx) =>
    journalTechnicalEvent(tx, { clientId, kind: 'export', userId: actor.userId, subjectId: row.id, details: { document: 'archive', period: row.period, key: row.periodKey, hash: row.hash } }),
  );
  return { fileName: `journal-${row.period}-${row.periodKey}.zip`, file: row.file };
}
