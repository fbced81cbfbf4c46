import { sql, type SQL } from 'drizzle-orm';
import type { StatementValues } from '@/lib/db/fixed-statement';
import { randomMark, recordValues } from '@/lib/journal/append-record';
import { receiptNumberOf } from '../offline-sale';
import { saleEntry, type RecordedOrder } from './journal-records';
import type { OrderItemRow } from './order-item-rows';
import type { OrderRows } from './order-rows';

/**
 * A sale's journal record written by its order's insert (insert-sale.ts), into `journal_pending`: the database appends
 * it as the transaction commits (lib/journal/append-record.ts). The record names the ticket number, which that same
 * statement takes: it is written with a mark in its place (and in the receipt number's, and the time's when they
 * follow from the order's), in its content and in its canonical form's pieces, and the statement puts the values in.
 * The sale's levels and stand's row are then held for its insert and its commit, with no statement between them.
 */
export function saleRecordValues(order: OrderRows['order'], items: OrderItemRow[], paid: OrderRows['payments'], deviceNumber: number | null): StatementValues {
  const ticketMark = randomMark();
  // Offline, the receipt number is the tablet's ("{device}-{sequence}"); online, the ticket number.
  const deviceSequence = order.deviceSequence ?? null;
  const receiptMark = deviceNumber !== null && deviceSequence !== null ? null : randomMark();
  // Online, the sale is sold at the transaction's now() (the order's sold_at); offline, at the tablet's time.
  const occurredMark = order.soldAt ? null : randomMark();
  const numbers = {
    ticketNumber: ticketMark,
    receiptNumber: receiptMark ?? receiptNumberOf({ ticketNumber: 0, deviceNumber, deviceSequence }),
    occurredAt: order.soldAt ?? new Date(),
  };
  const record = recordValues(saleEntry(recordedOrderOf(order), numbers, items, paid), occurredMark ?? undefined);
  const quoted = (mark: string | null) => (mark ? JSON.stringify(mark) : '');
  return {
    recordClientId: record.clientId,
    recordChain: record.chain,
    recordKind: record.kind,
    recordRecordedAt: record.recordedAt,
    recordSubjectId: record.subjectId,
    recordContent: record.content,
    recordSalesDelta: record.salesDelta,
    recordRefundsDelta: record.refundsDelta,
    recordPieces: record.pieces,
    recordTicketMark: quoted(ticketMark),
    // An empty mark replaces nothing.
    recordReceiptMark: quoted(receiptMark),
    recordOccurredMark: quoted(occurredMark),
  };
}

/** The order as its record names it, before its insert: what the insert would answer but its numbers and times. */
function recordedOrderOf(order: OrderRows['order']): RecordedOrder {
  return {
    id: order.id,
    clientId: order.clientId,
    channel: order.channel!,
    eventId: order.eventId ?? null,
    standId: order.standId ?? null,
    shopId: order.shopId ?? null,
    deviceId: order.deviceId ?? null,
    deviceSequence: order.deviceSequence ?? null,
    sellerUserId: order.sellerUserId ?? null,
    totalExclVat: order.totalExclVat,
    totalVat: order.totalVat,
    totalInclVat: order.totalInclVat,
    totalDiscount: order.totalDiscount ?? 0,
    vatLines: order.vatLines ?? [],
  };
}

const value = (name: string) => sql.placeholder(name);

/** The text with each quoted mark replaced by its value's JSON, read from the order `written` (its ticket, its time). */
const filled = (text: SQL) => sql`replace(replace(replace(${text}, ${value('recordTicketMark')}::text, written.ticket_number::text),
    ${value('recordReceiptMark')}::text, to_json(written.ticket_number::text)::text),
    ${value('recordOccurredMark')}::text, to_json(to_char(written.sold_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))::text)`;

/** A step of the order's insert, after `written` (the order inserted): the record's row in journal_pending. */
export const saleRecordStep = sql`sale_record as (
    insert into journal_pending (client_id, chain, kind, occurred_at, recorded_at, subject_id, content, sales_delta, refunds_delta, pieces)
    select ${value('recordClientId')}::uuid, ${value('recordChain')}::journal_chain, ${value('recordKind')}::text, written.sold_at,
      ${value('recordRecordedAt')}::timestamptz, ${value('recordSubjectId')}::uuid, ${filled(sql`${value('recordContent')}::text`)}::jsonb,
      ${value('recordSalesDelta')}::bigint, ${value('recordRefundsDelta')}::bigint,
      array(select ${filled(sql`piece`)} from jsonb_array_elements_text(${value('recordPieces')}::jsonb) with ordinality as pieces (piece, position) order by position)
    from written
  )`;
