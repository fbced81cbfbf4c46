import { receiptTypes, type ReceiptType, type TransferItemView } from '../../types';

/** What a line's receiving end counted, per receipt type. */
export type Counts = Record<ReceiptType, number>;

export const noCounts: Counts = { success: 0, damaged: 0, missing: 0, regul: 0 };

export function countsOf(item: Pick<TransferItemView, 'receipts'>): Counts {
  return item.receipts.reduce((counts, receipt) => ({ ...counts, [receipt.type]: receipt.quantity }), { ...noCounts });
}

export const countedOf = (counts: Counts) => receiptTypes.reduce((sum, type) => sum + counts[type], 0);

/** Units sent that nothing accounts for yet; negative when more was counted than sent. */
export const pendingOf = (quantity: number, counts: Counts) => quantity - countedOf(counts);

/** "Tout reçu": whatever is not counted yet was received in good condition. */
export function allReceived(quantity: number, counts: Counts): Counts {
  return { ...counts, success: counts.success + Math.max(0, pendingOf(quantity, counts)) };
}

/** Every line's four counts: a type sent again replaces its count, so sending all of them again is harmless. */
export function receiptsBody(items: Pick<TransferItemView, 'id'>[], counts: Record<string, Counts>) {
  return items.flatMap((item) => receiptTypes.map((type) => ({ transferItemId: item.id, type, quantity: counts[item.id]?.[type] ?? 0 })));
}

/** The transfer's totals per type, and what is still to be counted. */
export function totalsOf(items: Pick<TransferItemView, 'id' | 'quantity'>[], counts: Record<string, Counts>): Counts & { pending: number } {
  return items.reduce(
    (totals, item) => {
      const line = counts[item.id] ?? noCounts;
      return {
        success: totals.success + line.success,
        damaged: totals.damaged + line.damaged,
        missing: totals.missing + line.missing,
        regul: totals.regul + line.regul,
        pending: totals.pending + Math.max(0, pendingOf(item.quantity, line)),
      };
    },
    { ...noCounts, pending: 0 },
  );
}
