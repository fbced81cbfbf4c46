import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { closingStore, resetClosingStores } from '@/features/closing/closing-store';
import { CashStep } from '@/features/closing/components/wizard/cash-step';
import type { ClosingData, ClosingStand } from '@/features/closing/types';
import { takingsOf } from '@/features/orders/takings';
import { formatMoney } from '@/lib/format';
import { renderScreen } from '../../support/render-screen';

vi.mock('next/router', () => ({ useRouter: () => ({ query: {}, push: vi.fn(), replace: vi.fn() }) }));

const count = { id: 'count-1', counts: { '5000': 2, '2000': 1, '1000': 1, '500': 1, '200': 2 }, total: 13_900, createdAt: '2026-07-14T21:30:00.000Z', countedBy: 'Léa Martin', current: true };

// 100 € fund + 75 € cash sales − 25 € refunded + 20 € in − 30 € out = 140 € expected.
const hall = (change: Partial<ClosingStand> = {}): ClosingStand => ({
  id: 'hall',
  name: 'Hall',
  inventoryId: 'inv-hall',
  isCashCompatible: true,
  status: 'closed',
  changeFund: 10_000,
  takings: { cash: 5000, card: 0, total: 5000, sales: 2 },
  drawer: { cashSales: 7500, cashRefunds: 2500, cashIn: 2000, cashOut: 3000 },
  lastCashDetail: count,
  sold: [],
  levels: [],
  inTransit: 0,
  runTaken: [],
  ...change,
});

const data = (stand: ClosingStand): ClosingData => ({
  event: { id: 'event-1', projectId: 'p', name: 'Nantes', status: 'inProgress', commissionType: 'noCommission', theaterFeeAmount: null, theaterFeeVat: null, commissionAgentFeeAmount: null, commissionAgentFeeVat: null, venueDeal: null },
  ordersInProgress: [],
  stands: [stand],
  takings: takingsOf([], []),
  closedAt: null,
});

// The queries collapse the euro sign's non-breaking space into a plain one.
const fiftyNotes = /^Billets de 50,00\s€$/;

const renderStep = (stand: ClosingStand) =>
  renderScreen(<CashStep data={data(stand)} stand={stand} store={closingStore('event-1')} projectId="p" onDone={vi.fn()} />, { namespaces: ['closing', 'register'] });

describe('the closing’s cash step', () => {
  beforeEach(() => {
    localStorage.clear();
    resetClosingStores();
  });

  it('takes the count made at the register after the last cash, with who counted and the difference, and asks no count again', () => {
    renderStep(hall());
    expect(screen.getByText(/^Compté à la caisse par Léa Martin le .*139,00\s€\.$/)).toBeTruthy();
    expect(screen.getByText('Attendu en caisse').nextElementSibling?.textContent).toBe(formatMoney(14_000));
    expect(screen.getByText('Écart').nextElementSibling?.textContent).toMatch(/−1,00\s€ \(manquant\)/);
    expect(screen.queryByLabelText(fiftyNotes)).toBeNull();
    // The manager may still count again: the denominations come back, pre-filled with the register's count.
    fireEvent.click(screen.getByRole('button', { name: 'Recompter' }));
    expect((screen.getByLabelText(fiftyNotes) as HTMLInputElement).value).toBe('2');
  });

  it('asks for the count when cash moved after it, or while the stand is still open', () => {
    const { unmount } = renderStep(hall({ lastCashDetail: { ...count, current: false } }));
    expect(screen.queryByText(/^Compté à la caisse par/)).toBeNull();
    expect(screen.getByLabelText(fiftyNotes)).toBeTruthy();
    unmount();
    resetClosingStores();
    renderStep(hall({ status: 'opened' }));
    expect(screen.queryByText(/^Compté à la caisse par/)).toBeNull();
  });
});
