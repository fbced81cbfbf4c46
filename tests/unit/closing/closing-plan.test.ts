import { describe, expect, it } from 'vitest';
import { buildClosingPlan, concessionStock, expectedDrawer } from '@/features/closing/closing-plan';
import type { ClosingData, ClosingStand } from '@/features/closing/types';
import { emptyClosingForm } from '@/features/closing/closing-store';
import { takingsOf } from '@/features/orders/takings';

const level = (id: string, expected: number) => ({
  productId: `p-${id}`,
  productVariantId: `v-${id}`,
  inventoryItemId: `i-${id}`,
  productTitle: `Produit ${id}`,
  variantTitle: null,
  category: 'merchandising',
  price: 2500,
  expected,
});

const stand = (id: string, levels: ReturnType<typeof level>[], isCashCompatible = true): ClosingStand => ({
  id,
  name: `Stand ${id}`,
  inventoryId: `inv-${id}`,
  isCashCompatible,
  status: 'closed',
  changeFund: 15000,
  takings: { cash: 10000, card: 20000, total: 30000, sales: 4 },
  drawer: { cashSales: 10000, cashRefunds: 0, cashIn: 0, cashOut: 0 },
  lastCashDetail: null,
  sold: [],
  levels,
  inTransit: 0,
  runTaken: [],
});

const data: ClosingData = {
  event: { id: 'e1', projectId: 'p1', name: 'Nantes', status: 'inProgress', commissionType: 'theatreFee', theaterFeeAmount: 10, theaterFeeVat: 20, commissionAgentFeeAmount: null, commissionAgentFeeVat: null, venueDeal: null },
  ordersInProgress: [],
  stands: [stand('a', [level('1', 10), level('2', 0)]), stand('b', [level('1', 4)], false)],
  takings: takingsOf([], []),
  closedAt: null,
};

describe('expectedDrawer', () => {
  it('is the change fund found plus the net cash takings, less the fee paid in cash', () => {
    expect(expectedDrawer(data.stands[0]!, undefined)).toBe(25000);
    expect(expectedDrawer(data.stands[0]!, { ...emptyClosingForm, isChangeFundValid: false, changeFundFound: 14000, payedFeesWithCash: 3000 })).toBe(21000);
  });
});

describe('buildClosingPlan', () => {
  const state = {
    event: null,
    theaterFeePayedWith: 'cash' as const,
    closingForm: {
      a: { ...emptyClosingForm, isChangeFundValid: false, changeFundFound: 14000, detailCash: { '5000': 5 }, totalCash: 25000, totalCard: 19500, payedFeesWithCash: 3000, inventory: { 'v-1': { counted: 8, damaged: 1 } } },
      b: { ...emptyClosingForm, totalCard: 20000, inventory: { 'v-1': { counted: 4, damaged: 0 } } },
    },
    concessionInventory: {},
  };

  it('sends the counts of the lines the ledger expects, the new change fund and the drawer count', () => {
    const plan = buildClosingPlan(data, state, 'run-1');
    expect(plan).toMatchObject({ eventId: 'e1', runId: 'run-1', commissionType: 'theatreFee', theaterFeePaidWith: 'cash', concession: [] });
    expect(plan.stands[0]).toEqual({
      standId: 'a',
      inventoryId: 'inv-a',
      changeFundExpected: 15000,
      newChangeFund: 14000,
      changeFundFound: 14000,
      cashCounts: { '50000': 0, '20000': 0, '10000': 0, '5000': 5, '2000': 0, '1000': 0, '500': 0, '200': 0, '100': 0, '50': 0, '20': 0, '10': 0, '5': 0, '2': 0, '1': 0 },
      cardCounted: 19500,
      feesPaidWithCash: 3000,
      lines: [{ productId: 'p-1', productVariantId: 'v-1', inventoryItemId: 'i-1', expected: 10, counted: 8, damaged: 1 }],
    });
    // A card-only stand has no cash-fund step: it sends no drawer and no fund found, rather than the fund given as if
    // it had been counted (issue #24: "Fonds de caisse trouvé 150,00 €" on a stand that takes no cash).
    expect(plan.stands[1]).toMatchObject({ changeFundExpected: 15000, newChangeFund: null, changeFundFound: null, cashCounts: null, cardCounted: 20000 });
  });

  it('under agentFee sends the concession per variant, the rest returned, and no stand counts', () => {
    const agent = { ...state, event: { commissionType: 'agentFee' as const, theaterFeeAmount: null, theaterFeeVat: null, commissionAgentFeeAmount: 15, commissionAgentFeeVat: 20 }, concessionInventory: { 'v-1': { sold: 9, free: 1, damaged: 1 } } };
    const plan = buildClosingPlan(data, agent, 'run-2');
    expect(plan.theaterFeePaidWith).toBeNull();
    expect(plan.stands.every((entry) => entry.lines.length === 0 && entry.cashCounts === null)).toBe(true);
    // The agent's date asks for no change fund: none is sent as found.
    expect(plan.stands.every((entry) => entry.changeFundFound === null && entry.newChangeFund === null && entry.feesPaidWithCash === 0)).toBe(true);
    expect(plan.concession).toEqual([{ productId: 'p-1', productVariantId: 'v-1', sold: 9, free: 1, damaged: 1, returned: 3 }]);
  });
});

describe('concessionStock', () => {
  it('adds up a variant over the stands and leaves out what none holds', () => {
    expect(concessionStock(data).map((line) => [line.productVariantId, line.expected])).toEqual([['v-1', 14]]);
  });
});
