import type { ReactNode } from 'react';
import { renderScreen } from '../../support/render-screen';
import type { MatrixRow, TransferItemView, TransferView } from '@/features/stock/types';

/** Renders a screen of this domain as its pages do: transfers texts added to the global ones. */
export const renderInFrench = (ui: ReactNode) => renderScreen(ui, { namespaces: ['transfers'] });

export const WAREHOUSE = 'inv-warehouse';

export function variant(id: string, productTitle: string, variantTitle: string, options: { size?: string | null; color?: string | null; levels?: Record<string, number>; productId?: string } = {}): MatrixRow {
  return {
    productId: options.productId ?? `p-${productTitle}`,
    productTitle,
    productReference: null,
    category: 'merchandising',
    productVariantId: id,
    variantTitle,
    size: options.size ?? null,
    color: options.color ?? null,
    inventoryItemId: `item-${id}`,
    levels: options.levels ?? {},
    total: Object.values(options.levels ?? {}).reduce((sum, units) => sum + units, 0),
    inTransit: 0,
  };
}

export function line(id: string, variantTitle: string, quantity: number, receipts: TransferItemView['receipts'] = []): TransferItemView {
  const counted = receipts.reduce((sum, receipt) => sum + receipt.quantity, 0);
  return {
    id,
    productId: 'p-tshirt',
    productVariantId: `v-${id}`,
    inventoryItemId: `item-${id}`,
    productTitle: 'T-shirt',
    variantTitle,
    size: variantTitle.split(' / ')[1] ?? null,
    color: 'Noir',
    quantity,
    receipts,
    pending: Math.max(0, quantity - counted),
  };
}

export function transferOf(items: TransferItemView[]): TransferView {
  return {
    id: 'tr-1',
    projectId: 'pr-1',
    type: 'event',
    status: 'inProgress',
    from: { id: WAREHOUSE, name: 'Entrepôt', kind: 'warehouse' },
    to: { id: 'inv-hall', name: 'Hall', kind: 'stand' },
    eventId: 'ev-1',
    dispatchId: 'd-1',
    note: null,
    items,
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    createdBy: { id: 'u-1', name: 'Nina Durand' },
    createdAt: '2026-06-12T08:00:00.000Z',
    finishedAt: null,
    canceledAt: null,
  };
}
