/** Spec §9 inventory change kinds, §4 transfer types and statuses, §9 receipt types. */
export const inventoryChangeKinds = ['inventoryCheckStart', 'inventoryCheckEnd', 'productCreation', 'transfer', 'closing', 'order', 'refund', 'supply', 'offlineCorrection'] as const;
export type InventoryChangeKind = (typeof inventoryChangeKinds)[number];

export const transferTypes = ['project', 'tour', 'zone', 'stand', 'event', 'others'] as const;
export type TransferType = (typeof transferTypes)[number];

export const transferStatuses = ['inProgress', 'canceled', 'finished'] as const;
export type TransferStatus = (typeof transferStatuses)[number];

export const receiptTypes = ['success', 'damaged', 'missing', 'regul'] as const;
export type ReceiptType = (typeof receiptTypes)[number];

export const inventoryKinds = ['warehouse', 'zone', 'stand', 'shop'] as const;
export type InventoryKind = (typeof inventoryKinds)[number];

/** A transfer or a supply carries at most this many lines, and a line at most this many units. */
export const MAX_TRANSFER_LINES = 500;
export const MAX_LINE_QUANTITY = 100_000;
/** The most units one inventory may hold of one item (docs/api.md, Stock): far above any tour, well inside 32 bits. */
export const MAX_LEVEL = 1_000_000_000;

/** An inventory as GET /v1/inventories lists it; a stand's inventory names its stand and event. */
export interface InventoryView {
  id: string;
  projectId: string;
  kind: InventoryKind;
  name: string;
  standId: string | null;
  eventId: string | null;
  eventName: string | null;
}

/** Spec §3 Inventory level, with what a screen needs to show it. */
export interface InventoryLevelView {
  id: string;
  inventoryId: string;
  inventoryItemId: string;
  productId: string;
  productVariantId: string;
  productTitle: string;
  variantTitle: string;
  available: number;
  updatedAt: string;
}

/** One row of the stock matrix: a variant, its level in each inventory, and what is on the road. */
export interface MatrixRow {
  productId: string;
  productTitle: string;
  productReference: string | null;
  category: string;
  productVariantId: string;
  variantTitle: string;
  size: string | null;
  color: string | null;
  inventoryItemId: string | null;
  /** inventoryId → available units; inventories holding none are left out. */
  levels: Record<string, number>;
  total: number;
  /** Units sent by transfers still in progress: counted in no inventory until they are received. */
  inTransit: number;
}

/** GET /v1/projects/{id}/inventory-levels-full. */
export interface InventoryMatrix {
  inventories: InventoryView[];
  rows: MatrixRow[];
  /** inventoryId → units across every row. */
  totals: Record<string, number>;
  total: number;
  inTransit: number;
}

export interface InventoryChangeView {
  id: string;
  kind: InventoryChangeKind;
  inventoryId: string;
  inventoryName: string;
  inventoryKind: InventoryKind;
  inventoryItemId: string;
  productId: string;
  productTitle: string;
  productVariantId: string;
  variantTitle: string;
  delta: number;
  quantity: number;
  availableAfter: number;
  receiptType: ReceiptType | null;
  transferId: string | null;
  reference: string | null;
  actor: { id: string; name: string } | null;
  createdAt: string;
}

export interface TransferReceiptView {
  type: ReceiptType;
  quantity: number;
  updatedAt: string;
}

export interface TransferItemView {
  id: string;
  productId: string;
  productVariantId: string;
  inventoryItemId: string;
  productTitle: string;
  variantTitle: string;
  size: string | null;
  color: string | null;
  quantity: number;
  receipts: TransferReceiptView[];
  /** Units sent that no receipt accounts for yet. */
  pending: number;
}

export interface TransferView {
  id: string;
  projectId: string;
  type: TransferType;
  status: TransferStatus;
  from: { id: string; name: string; kind: InventoryKind };
  to: { id: string; name: string; kind: InventoryKind };
  eventId: string | null;
  dispatchId: string | null;
  note: string | null;
  items: TransferItemView[];
  /** Sum of the lines. */
  quantity: number;
  createdBy: { id: string; name: string } | null;
  createdAt: string;
  finishedAt: string | null;
  canceledAt: string | null;
}
