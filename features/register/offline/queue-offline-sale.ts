import type { OutboxDatabase, QueuedSale } from './outbox-db';

/** The tablet was never registered on this stand online: it has no receipt numbers of its own to give offline. */
export class DeviceNotRegisteredError extends Error {
  constructor(standId: string) {
    super(`This tablet has no device number on stand ${standId}`);
    this.name = 'DeviceNotRegisteredError';
  }
}

export interface OfflineSaleInput {
  standId: string;
  idempotencyKey: string;
  /** The usual POST /v1/orders-event body, without its `offline` block. */
  body: Record<string, unknown>;
  totalInclVat: number;
  soldAt: Date;
}

/** `{number}-{sequence}`: unique across the stand's tablets, and the number the server shows later. */
export function offlineReceiptNumber(number: number, sequence: number): string {
  return `${number}-${sequence}`;
}

/**
 * Writes a sale taken with no network to the outbox, with the next receipt number of this tablet on the stand, in
 * one transaction: the receipt is shown only once the sale is stored, and two sales never get the same sequence.
 */
export async function queueOfflineSale(db: OutboxDatabase, input: OfflineSaleInput): Promise<QueuedSale> {
  return db.transaction('rw', db.devices, db.sales, async () => {
    const device = await db.devices.get(input.standId);
    if (!device) throw new DeviceNotRegisteredError(input.standId);
    const sequence = device.nextSequence;
    const soldAt = input.soldAt.toISOString();
    const sale: QueuedSale = {
      idempotencyKey: input.idempotencyKey,
      standId: input.standId,
      body: { ...input.body, offline: { deviceId: device.deviceId, sequence, soldAt } },
      receiptNumber: offlineReceiptNumber(device.number, sequence),
      soldAt,
      totalInclVat: input.totalInclVat,
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      state: 'pending',
    };
    await db.sales.add(sale);
    await db.devices.update(input.standId, { nextSequence: sequence + 1 });
    return sale;
  });
}

/** Units of each variant sold offline and not yet answered: the stock the register shows is that much lower. */
export async function pendingUnitsByVariant(db: OutboxDatabase, standId: string): Promise<Record<string, number>> {
  const sales = await db.sales.where('[standId+soldAt]').between([standId, ''], [standId, '\uffff']).toArray();
  const units: Record<string, number> = {};
  for (const sale of sales) {
    if (sale.state !== 'pending') continue;
    for (const item of (sale.body.items ?? []) as Array<{ productVariantId?: string; quantity: number }>) {
      if (item.productVariantId) units[item.productVariantId] = (units[item.productVariantId] ?? 0) + item.quantity;
    }
  }
  return units;
}
