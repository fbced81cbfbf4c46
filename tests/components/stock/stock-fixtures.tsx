import type { ReactNode } from 'react';
import { renderScreen } from '../../support/render-screen';
import type { ProjectView } from '@/features/projects';
import type { InventoryMatrix, InventoryView, MatrixRow } from '@/features/stock/types';

export const project: ProjectView = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Tournée d’été',
  description: null,
  startDate: null,
  endDate: null,
  hasZones: true,
  status: 'active',
  ownerClientId: 'c-1',
  clientRoles: [],
  myRole: 'owner',
  createdAt: '2026-01-01T00:00:00.000Z',
};

const inventory = (id: string, kind: InventoryView['kind'], name: string, eventName: string | null = null): InventoryView => ({
  id,
  projectId: project.id,
  kind,
  name,
  standId: kind === 'stand' ? `s-${id}` : null,
  eventId: eventName ? `e-${id}` : null,
  eventName,
});

export const warehouse = inventory('inv-warehouse', 'warehouse', 'Entrepôt de la tournée');
export const zone = inventory('inv-zone', 'zone', 'Dépôt Ouest');
export const stand = inventory('inv-stand', 'stand', 'Stand du hall', 'Rennes – Le Liberté');

export function row(variant: string, title: string, levels: Record<string, number>, inTransit = 0, product: { id: string; title: string; reference: string | null } = { id: 'p-tshirt', title: 'T-shirt', reference: 'TS-1' }): MatrixRow {
  return {
    productId: product.id,
    productTitle: product.title,
    productReference: product.reference,
    category: 'merchandising',
    productVariantId: variant,
    variantTitle: title,
    size: null,
    color: null,
    inventoryItemId: `item-${variant}`,
    levels,
    total: Object.values(levels).reduce((sum, units) => sum + units, 0),
    inTransit,
  };
}

/** A matrix whose totals are computed from its rows, as the API computes them. */
export function matrixOf(rows: MatrixRow[], inventories: InventoryView[] = [warehouse, zone, stand]): InventoryMatrix {
  const totals = Object.fromEntries(inventories.map((entry) => [entry.id, rows.reduce((sum, entry2) => sum + (entry2.levels[entry.id] ?? 0), 0)]));
  return { inventories, rows, totals, total: rows.reduce((sum, entry) => sum + entry.total, 0), inTransit: rows.reduce((sum, entry) => sum + entry.inTransit, 0) };
}

/** Renders a screen of this domain as its pages do: stock texts added to the global ones. */
export const renderWithStock = (ui: ReactNode) => renderScreen(ui, { namespaces: ['stock'] });
