import { apiFetch } from '@/lib/api-client';
import { toCsv, type CsvCell } from '@/lib/csv';
import type { Page } from '@/lib/http/pagination';
import { euros as eur, majorUnitsOf } from '@/lib/money/money';
import type { OrderView } from '../types';

const PAGE = 200;

/** Every order matching the filters, read a page at a time (the export must not depend on the page on screen). */
export async function fetchAllOrders(query: Record<string, unknown>): Promise<OrderView[]> {
  const all: OrderView[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiFetch<Page<OrderView>>('/v1/orders', { query: { ...query, page, limit: PAGE } });
    all.push(...answer.data);
    if (all.length >= answer.meta.total || answer.data.length === 0) return all;
  }
}

/** One row per order line: what accountants reconcile (amounts in euros with a decimal point, as numbers). */
export function salesCsv(orders: OrderView[], header: string[], label: { status: (status: string) => string; method: (method: string) => string }): string {
  const euros = (cents: number) => majorUnitsOf(eur(cents));
  const rows: CsvCell[][] = orders.flatMap((order) =>
    order.items.map((item) => [
      order.receiptNumber,
      order.soldAt,
      order.eventName,
      order.standName,
      order.sellerName,
      label.status(order.status),
      label.method(order.paymentMethod),
      item.productTitle,
      item.variantTitle,
      item.quantity,
      euros(item.unitPrice),
      item.vatRate,
      euros(item.discount),
      euros(item.lineTotal),
      item.refundedQuantity,
    ]),
  );
  return toCsv(header, rows);
}
