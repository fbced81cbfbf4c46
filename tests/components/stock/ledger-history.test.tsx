import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildLedgerCsv, signedDelta } from '@/features/stock/components/ledger-model';
import { LedgerTable } from '@/features/stock/components/ledger-table';
import type { InventoryChangeView } from '@/features/stock/types';
import { project, renderWithStock } from './stock-fixtures';

function change(overrides: Partial<InventoryChangeView>): InventoryChangeView {
  return {
    id: 'c-1',
    kind: 'supply',
    inventoryId: 'inv-warehouse',
    inventoryName: 'Entrepôt de la tournée',
    inventoryKind: 'warehouse',
    inventoryItemId: 'item-1',
    productId: 'p-1',
    productTitle: 'T-shirt',
    productVariantId: 'v-1',
    variantTitle: 'Noir / M',
    delta: 12,
    quantity: 12,
    availableAfter: 12,
    receiptType: null,
    transferId: null,
    reference: 'BL-1',
    actor: { id: 'u-1', name: 'Nina Durand' },
    // 14 July 2026, 20:30 in Paris (summer time).
    createdAt: '2026-07-14T18:30:00.000Z',
    ...overrides,
  };
}

const rows = [
  change({}),
  change({ id: 'c-2', kind: 'transfer', inventoryKind: 'stand', inventoryName: 'Stand du hall', delta: -3, quantity: 3, availableAfter: 9, transferId: 't-1', reference: null }),
  change({ id: 'c-3', kind: 'transfer', inventoryKind: 'stand', inventoryName: 'Stand du hall', delta: 0, quantity: 1, availableAfter: 9, receiptType: 'damaged', transferId: 't-1', reference: null, actor: null }),
];

const place = (row: InventoryChangeView) => (row.inventoryKind === 'warehouse' ? 'Entrepôt' : `${row.inventoryName} – Rennes`);

describe('ledger rows', () => {
  it('signs the changes with a real minus sign', () => {
    expect([signedDelta(12), signedDelta(-3), signedDelta(0)]).toEqual(['+12', '\u22123', '0']);
  });

  it('shows the change, the receipt of a row that moves nothing, and a link to the transfer', () => {
    renderWithStock(<LedgerTable projectId={project.id} rows={rows} placeOf={place} />);

    const [supply, sent, damaged] = screen.getAllByTestId('ledger-row');
    expect(within(supply!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['14/07/2026 20:30', 'Réception', 'Entrepôt', '+12', '12', 'BL-1', 'Nina Durand']);
    expect(within(sent!).getByText('\u22123')).toBeTruthy();
    expect(within(damaged!).getByText('Endommagé : 1')).toBeTruthy();
    expect(within(damaged!).getByRole('link', { name: 'Voir le transfert' }).getAttribute('href')).toBe(`/dashboard/projects/${project.id}/transfers/t-1`);
  });

  it('exports plain signed numbers, the receipt type and the Paris time', () => {
    const csv = buildLedgerCsv(rows, {
      header: { date: 'Date', kind: 'Mouvement', inventory: 'Lieu', product: 'Produit', variant: 'Variante', delta: 'Variation', receiptType: 'Type', quantity: 'Quantité', after: 'Après', reference: 'Réf', transfer: 'Transfert', actor: 'Par' },
      kinds: { inventoryCheckStart: '', inventoryCheckEnd: '', productCreation: '', transfer: 'Transfert', closing: '', order: '', refund: '', supply: 'Réception', offlineCorrection: '' },
      receipts: { success: 'Accepté', damaged: 'Endommagé', missing: 'Manquant', regul: 'Régularisation' },
      inventory: place,
    });
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Date;Mouvement;Lieu;Produit;Variante;Variation;Type;Quantité;Après;Réf;Transfert;Par',
      '14/07/2026 20:30;Réception;Entrepôt;T-shirt;Noir / M;12;;12;12;BL-1;;Nina Durand',
      '14/07/2026 20:30;Transfert;Stand du hall – Rennes;T-shirt;Noir / M;-3;;3;9;;t-1;Nina Durand',
      '14/07/2026 20:30;Transfert;Stand du hall – Rennes;T-shirt;Noir / M;0;Endommagé;1;9;;t-1;',
    ]);
  });
});
