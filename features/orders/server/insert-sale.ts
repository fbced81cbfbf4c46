import { createHash } from 'node:crypto';
import { getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import type { PlannedTake } from '@/features/stock/server/ledger';
import { takenKeysOf, takeSteps } from '@/features/stock/server/take-units';
import type { Tx } from '@/lib/db';
import { raisedDetail } from '@/lib/db/errors';
import { fixedStatement, type FixedStatement, type StatementValues } from '@/lib/db/fixed-statement';
import { orderItems, orders, payments, stands } from '@/lib/db/schema';
import type { OrderRow } from './order-view';
import type { OrderRows, SaleRows, WrittenOrder } from './order-rows';
import { saleRecordStep } from './sale-record-step';

/**
 * Where an order's number comes from: a statement (`take`) that answers `number` from the row of `numberedBy`
 * (`sql.placeholder('numberedBy')`), whose lock orders the numbers. `name` names the statements that use it.
 */
export interface Numbering {
  name: string;
  take: SQL;
}

/** A stand's till: its next ticket number. */
const standTicket: Numbering = {
  name: 'stand_ticket',
  take: sql`update ${stands} set last_ticket_number = last_ticket_number + 1 where id = ${sql.placeholder('numberedBy')}::uuid returning last_ticket_number as number`,
};

/** What a sale's insert does besides the order: its units' take, its journal record (saleRecordValues' values). */
export interface SaleSteps {
  take?: PlannedTake | null;
  record?: StatementValues | null;
}

/**
 * Writes a sale at a stand in one statement: its units taken (`take`, when the ledger planned them as a plain take),
 * the stand's next ticket number, the order numbered with it, its lines, its payments and its journal record (`record`,
 * appended as the transaction commits). The levels and the stand's row order a stand's sales one after the other
 * (their locks are held until the commit): taking them in the sale's last statement keeps them for that statement and
 * the COMMIT only. The statement refuses itself when a level was short (the transaction undoes it all): the COMMIT may
 * go right behind it, unread. Sends the statement at once, before its promise is awaited.
 */
export async function insertSale(tx: Tx, standId: string, rows: SaleRows, steps: SaleSteps = {}): Promise<WrittenOrder> {
  return insertNumberedOrder(tx, rows, standTicket, standId, steps);
}

/**
 * The order numbered by `numbering` on `numberedBy`'s row, its lines and its payments, in one statement. The lines and
 * payments reference the order inserted by the same statement: PostgreSQL checks the foreign keys at the statement's
 * end. The statement's text depends only on the numbering and on which columns the rows fill: it is compiled once for
 * each (fixed-statement.ts), the rows going in as JSON.
 */
export async function insertNumberedOrder(tx: Tx, rows: OrderRows, numbering: Numbering, numberedBy: string, { take = null, record = null }: SaleSteps = {}): Promise<WrittenOrder> {
  if (!rows.items.length || !rows.payments.length) throw new Error('an order is written with its lines and its payments');
  const order = columnsJson(orderColumns, { ...rows.order, soldAt: rows.order.soldAt ?? null });
  const items = rows.items.map((item) => columnsJson(itemColumns, item));
  const paid = rows.payments.map((payment) => columnsJson(paymentColumns, payment));
  const statement = orderInsertStatement(numbering, { order: Object.keys(order), items: Object.keys(items[0] ?? {}), payments: Object.keys(paid[0] ?? {}), takes: take !== null, record: record !== null });
  const [written] = await statement.run(tx, { ...take?.values, ...record, numberedBy, order: JSON.stringify(order), items: JSON.stringify(items), payments: JSON.stringify(paid) }).catch((error: unknown) => {
    const taken = shortTakeOf(error);
    if (take && taken) take.refuseShort(takenKeysOf(taken));
    throw error;
  });
  // now() is the transaction's start: the payments' default times are the order's.
  const times = { createdAt: written!.createdAt, updatedAt: written!.createdAt };
  return { order: written!, items: rows.items, payments: rows.payments.map((payment) => ({ ...payment, ...times })) };
}

/** The levels a take moved, when the statement refused itself because another was short (take_or_refuse). */
function shortTakeOf(error: unknown): { inventory_id: string; inventory_item_id: string }[] | null {
  const detail = raisedDetail(error, 'MS409');
  return detail === null ? null : JSON.parse(detail);
}

const orderColumns = getTableColumns(orders);
const itemColumns = getTableColumns(orderItems);
const paymentColumns = getTableColumns(payments);

/** A row as JSON keyed by its SQL column names, for `jsonb_populate_record`: times as ISO strings, jsonb as is. */
function columnsJson(columns: Record<string, Column>, row: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [columns[key]!.name, value instanceof Date ? value.toISOString() : value]),
  );
}

const statements = new Map<string, FixedStatement<OrderRow>>();

/**
 * The insert for this numbering and these columns (SQL names), made once; with the take's steps first when `takes`,
 * and the journal record's step last when `record`. The take's levels are locked before the numbering's row: the
 * order's insert has a filter waiting for `moved`, and PostgreSQL evaluates it before the values of its first row,
 * where the number is taken.
 */
function orderInsertStatement(numbering: Numbering, shape: { order: string[]; items: string[]; payments: string[]; takes: boolean; record: boolean }): FixedStatement<OrderRow> {
  const key = `${numbering.name}|${shape.order.join()}|${shape.items.join()}|${shape.payments.join()}|${shape.takes ? 'takes' : ''}|${shape.record ? 'record' : ''}`;
  let statement = statements.get(key);
  if (!statement) {
    const names = (columns: string[]) => sql.raw(columns.map((column) => `"${column}"`).join(', '));
    const fromJson = (table: string, columns: string[], value: string, many: boolean) =>
      sql`insert into ${sql.raw(table)} (${names(columns)}) select ${names(columns)} from ${sql.raw(many ? 'jsonb_populate_recordset' : 'jsonb_populate_record')}(null::${sql.raw(table)}, ${sql.placeholder(value)}::jsonb)`;
    // An online sale is sold at the transaction's now(), as its creation.
    const orderValues = sql.raw(shape.order.map((column) => (column === 'sold_at' ? 'coalesce(new_order.sold_at, now())' : `new_order."${column}"`)).join(', '));
    const hash = createHash('sha256').update(key).digest('hex').slice(0, 16);
    const take = shape.takes ? sql`${takeSteps},` : sql``;
    // The statement refuses itself when a level was short (take_or_refuse, migration 0034): nothing is read from its
    // answer before the COMMIT, which may then go right behind it.
    const afterTake = shape.takes
      ? sql` where take_or_refuse((select count(*) from takes), (select coalesce(jsonb_agg(jsonb_build_object('inventory_id', inventory_id, 'inventory_item_id', inventory_item_id)), '[]') from moved))`
      : sql``;
    const record = shape.record ? sql`, ${saleRecordStep}` : sql``;
    statement = fixedStatement<OrderRow>(
      `order_insert_${numbering.name}_${hash}`,
      () => sql`with ${take}
        numbered as (${numbering.take}),
        lines as (${fromJson('order_items', shape.items, 'items', true)} returning id),
        paid as (${fromJson('payments', shape.payments, 'payments', true)} returning id),
        written as (
          insert into orders (${names(shape.order)}, ticket_number)
          select ${orderValues}, (select number from numbered) from jsonb_populate_record(null::orders, ${sql.placeholder('order')}::jsonb) as new_order${afterTake}
          returning *
        )${record}
      select written.* from written`,
      { mapTo: orderColumns },
    );
    statements.set(key, statement);
  }
  return statement;
}
