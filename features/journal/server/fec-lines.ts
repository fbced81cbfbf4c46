import { toParisDate } from '@/lib/datetime/paris-time';
import { entryOf, type FecEntry, type FecSourceRecord } from './fec-entries';

/** The 18 columns of LPF art. A47 A-1, in their order, named as the header must name them. */
export const FEC_COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;

/** An instant → its Paris day as AAAAMMJJ: the books' day is the French one, whatever the server's zone. */
export function fecDate(instant: Date): string {
  return toParisDate(instant).replaceAll('-', '');
}

/** Cents → "1234,05": a comma before the cents, no thousands separator, from integers only (no float rounding). */
export function fecAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`FEC: not an amount in cents: ${cents}`);
  return `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

/** The format has no quoting: a separator (tab, or the pipe some importers take) or a line end in a text is a space. */
const plain = (text: string) => text.replace(/[\t|\r\n]+/g, ' ').trim();

/** One entry's lines, numbered `number`. */
function rowsOf(entry: FecEntry, number: number): string[][] {
  const day = fecDate(entry.occurredAt);
  return entry.lines.map((line) => [
    entry.journal.code,
    entry.journal.label,
    String(number),
    day,
    line.account.number,
    line.account.label,
    '',
    '',
    plain(entry.pieceRef),
    day,
    plain(entry.label),
    fecAmount(line.debit),
    fecAmount(line.credit),
    '',
    '',
    // A record is final once in the chain (nothing edits it): the day it was recorded is the day it was validated.
    fecDate(entry.validatedAt),
    '',
    '',
  ]);
}

/**
 * The FEC's lines (no header) for the period's sales chain records: one entry per record that moves money, in the
 * order they happened (an offline sale sits at its time, not at its arrival), numbered 1, 2, 3… without a gap.
 */
export function fecRows(records: FecSourceRecord[]): string[][] {
  const inOrder = [...records].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime() || a.sequence - b.sequence);
  const entries = inOrder.map(entryOf).filter((entry): entry is FecEntry => entry !== null);
  return entries.flatMap((entry, index) => rowsOf(entry, index + 1));
}

/**
 * The file: the header, then the lines, tab-separated, CRLF line ends, UTF-8. Written by hand rather than with the
 * CSV library: the format has no quoting at all, which a CSV writer would add around a quote in a label.
 */
export function fecText(rows: string[][]): string {
  return [[...FEC_COLUMNS], ...rows].map((row) => row.join('\t')).join('\r\n') + '\r\n';
}
