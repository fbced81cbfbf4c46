/** What a closing count's line says: the units the transfer took (E), those counted good (C) and damaged (D). */
export interface CountedUnits {
  sent: number;
  counted: number;
  damaged: number;
}

export interface CountReceipts {
  success: number;
  damaged: number;
  missing: number;
  /** Units found beyond the ledger's: they enter the stand (docs/decisions.md, Stock). */
  regul: number;
}

/**
 * The receipts of one line of a count (docs/closing.md): good units up to what was sent, then damaged ones up to
 * the rest, the remainder missing; good units beyond what was sent are regul. Damaged units beyond the rest have
 * nothing left to account for and are not recorded.
 */
export function countReceipts({ sent, counted, damaged }: CountedUnits): CountReceipts {
  const success = Math.min(counted, sent);
  const broken = Math.min(damaged, sent - success);
  return { success, damaged: broken, missing: sent - success - broken, regul: counted > sent ? counted - success : 0 };
}

/**
 * The body of PUT /v1/inventory-transfers/{id}/receipts for a whole count: every type of every line the transfer
 * took, zeros included (a zero clears a type a first attempt may have left), from what was counted per variant.
 */
export function countReceiptsBody(items: { id: string; productVariantId: string; quantity: number }[], lines: { productVariantId: string; counted: number; damaged: number }[]) {
  return items.flatMap((item) => {
    const line = lines.find((entry) => entry.productVariantId === item.productVariantId);
    const figures = countReceipts({ sent: item.quantity, counted: line?.counted ?? 0, damaged: line?.damaged ?? 0 });
    return (['success', 'damaged', 'missing', 'regul'] as const).map((type) => ({ transferItemId: item.id, type, quantity: figures[type] }));
  });
}
