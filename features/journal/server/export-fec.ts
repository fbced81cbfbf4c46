import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { parisDayEnd, parisDayStart } from '@/lib/datetime/paris-time';
import { getDb } from '@/lib/db';
import { clients, journalRecords } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { journalTechnicalEvent } from '@/lib/journal/technical-event';
import { FEC_MAX_DAYS, periodDays, type FecPeriodInput } from '../schemas';
import { fecRows, fecText } from './fec-lines';

export interface FecFile {
  fileName: string;
  text: string;
}

/**
 * The name the rules give the file: the SIREN (the SIRET's first nine digits), "FEC", the period's last day. An
 * organisation that gave no SIRET at sign-up is named by its id instead, so the file is still its own.
 */
export function fecFileName(client: { id: string; siret: string | null }, to: string): string {
  const siren = client.siret?.slice(0, 9);
  return `${siren || client.id}FEC${to.replaceAll('-', '')}.txt`;
}

/**
 * The caller's organisation's FEC for a period (docs/journal.md, "FEC export"): the sales chain's records that
 * happened on those Paris days, as accounting entries. Serving it is a technical event of the journal, written in a
 * transaction of its own once the file is made (a failed export leaves no trace of an export).
 */
export async function exportFec(actor: Actor, period: FecPeriodInput): Promise<FecFile> {
  const days = periodDays(period);
  if (days < 1 || days > FEC_MAX_DAYS) throw new AppError('JOURNAL_PERIOD_INVALID', { fields: ['to'] });
  if (!actor.clientId) throw new AppError('FORBIDDEN');
  const db = await getDb();
  const [client] = await db.select({ id: clients.id, siret: clients.siret }).from(clients).where(eq(clients.id, actor.clientId));
  if (!client) throw new AppError('NOT_FOUND');
  const records = await db
    .select({ sequence: journalRecords.sequence, kind: journalRecords.kind, occurredAt: journalRecords.occurredAt, recordedAt: journalRecords.recordedAt, content: journalRecords.content })
    .from(journalRecords)
    .where(and(eq(journalRecords.clientId, client.id), eq(journalRecords.chain, 'sales'), gte(journalRecords.occurredAt, parisDayStart(period.from)!), lt(journalRecords.occurredAt, parisDayEnd(period.to)!)))
    .orderBy(asc(journalRecords.occurredAt), asc(journalRecords.sequence));
  const rows = fecRows(records);
  const file = { fileName: fecFileName(client, period.to), text: fecText(rows) };
  await db.transaction((tx) =>
    journalTechnicalEvent(tx, { clientId: client.id, kind: 'export', userId: actor.userId, subjectId: null, details: { format: 'fec', from: period.from, to: period.to, records: records.length, lines: rows.length, fileName: file.fileName } }),
  );
  return file;
}
