import { formatDateTime } from '@/lib/format';
import type { InventoryChangeKind, InventoryChangeView, ReceiptType } from '../types';
import { toCsv } from '@/lib/csv';

/** "+12", "−3" (a real minus sign), "0". */
export function signedDelta(delta: number): string {
  if (delta > 0) return `+${delta}`;
  if (delta < 0) return `\u2212${Math.abs(delta)}`;
  return '0';
}

export interface LedgerCsvLabels {
  header: { date: string; kind: string; inventory: string; product: string; variant: string; delta: string; receiptType: string; quantity: string; after: string; reference: string; transfer: string; actor: string };
  kinds: Record<InventoryChangeKind, string>;
  receipts: Record<ReceiptType, string>;
  /** The place of a row as the screen names it (the warehouse translated, a stand with its event). */
  inventory: (row: InventoryChangeView) => string;
}

/**
 * The ledger rows as a CSV: the date in Paris time, the signed change as a plain number (-3, 12) so that a
 * spreadsheet adds it, the receipt type and units of a receipt row (a damaged unit moves nothing: delta 0).
 */
export function buildLedgerCsv(rows: InventoryChangeView[], labels: LedgerCsvLabels): string {
  const { header } = labels;
  return toCsv(
    [header.date, header.kind, header.inventory, header.product, header.variant, header.delta, header.receiptType, header.quantity, header.after, header.reference, header.transfer, header.actor],
    rows.map((row) => [
      formatDateTime(row.createdAt),
      labels.kinds[row.kind],
      labels.inventory(row),
      row.productTitle,
      row.variantTitle,
      row.delta,
      row.receiptType ? labels.receipts[row.receiptType] : '',
      row.quantity,
      row.availableAfter,
      row.reference ?? '',
      row.transferId ?? '',
      row.actor?.name ?? '',
    ]),
  );
}
