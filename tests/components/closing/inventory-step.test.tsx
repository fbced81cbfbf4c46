import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InventoryStep } from '@/features/closing/components/wizard/inventory-step';
import type { ClosingData, ClosingStand } from '@/features/closing/types';
import { messages } from '@/lib/i18n/messages';
import frClosing from '@/locales/fr/closing.json';
import { closingStore, resetClosingStores } from '@/features/closing/closing-store';
import { takingsOf } from '@/features/orders/takings';

const level = (id: string, title: string, expected: number) => ({
  productId: 'p1',
  productVariantId: id,
  inventoryItemId: `item-${id}`,
  productTitle: 'T-shirt Logo',
  variantTitle: title,
  category: 'merchandising',
  price: 2500,
  expected,
});

const stand: ClosingStand = {
  id: 'stand-1',
  name: 'Stand principal',
  inventoryId: 'inv-1',
  isCashCompatible: true,
  status: 'closed',
  changeFund: 15000,
  takings: { cash: 0, card: 0, total: 0, sales: 0 },
  drawer: { cashSales: 0, cashRefunds: 0, cashIn: 0, cashOut: 0 },
  lastCashDetail: null,
  sold: [],
  levels: [level('v-m', 'M', 20), level('v-l', 'L', 10), level('v-xl', 'XL', 0)],
  inTransit: 3,
  runTaken: [],
};

const data: ClosingData = {
  event: { id: 'event-1', projectId: 'p', name: 'Nantes', status: 'inProgress', commissionType: 'noCommission', theaterFeeAmount: null, theaterFeeVat: null, commissionAgentFeeAmount: null, commissionAgentFeeVat: null, venueDeal: null },
  ordersInProgress: [],
  stands: [stand],
  takings: takingsOf([], []),
  closedAt: null,
};

function renderStep(onDone = vi.fn()) {
  render(
    <NextIntlClientProvider locale="fr" messages={{ ...messages.fr, closing: frClosing }} timeZone="Europe/Paris">
      <InventoryStep data={data} store={closingStore('event-1')} projectId="p" stand={stand} onDone={onDone} />
    </NextIntlClientProvider>,
  );
  return onDone;
}

describe('the inventory step of a stand', () => {
  beforeEach(() => {
    localStorage.clear();
    resetClosingStores();
  });

  it('asks for every line the ledger holds, says what is on its way, and waits until all are counted', () => {
    renderStep();
    const table = screen.getByRole('table', { name: 'Inventaire de fin d’événement – Stand principal' });
    // The line at 0 is not asked for.
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText(/3 articles sont encore en route vers ce stand/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continuer' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Il reste 2 lignes à compter.')).toBeTruthy();
  });

  it('copies the expected units, flags a line more than 15 % off in words, and keeps the counts in the closing state', () => {
    const onDone = renderStep();
    fireEvent.click(screen.getByRole('button', { name: 'Reporter les quantités attendues' }));
    expect(screen.getByText('Aucun écart de plus de 15 %.')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Comptés : T-shirt Logo — M' }), { target: { value: '16' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Abîmés : T-shirt Logo — M' }), { target: { value: '1' } });
    // 17 of 20: 15 % off, not over.
    expect(screen.getByText('Aucun écart de plus de 15 %.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Comptés : T-shirt Logo — M' }), { target: { value: '15' } });
    expect(screen.getByText('1 ligne a un écart de plus de 15 %.')).toBeTruthy();
    const row = screen.getByRole('row', { name: /T-shirt Logo — M/ });
    expect(row.getAttribute('data-large-gap')).toBe('true');
    expect(within(row).getByText('(écart de plus de 15 %)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(onDone).toHaveBeenCalledOnce();
    const form = closingStore('event-1').getState().closingForm['stand-1']!;
    expect(form.inventory).toEqual({ 'v-m': { counted: 15, damaged: 1 }, 'v-l': { counted: 10, damaged: 0 } });
    expect(form.isInventoryValid).toBe(true);
  });
});
