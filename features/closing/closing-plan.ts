import { cashDenominations, expectedCash } from '@/features/orders';
import type { ClosingFees, ClosingForm, ClosingState } from './closing-store';
import type { ClosingData, ClosingPlan, ClosingStand } from './types';

/** The fees the closing settles: the fees step's, else the event's own. */
export function feesOf(data: ClosingData, state: Pick<ClosingState, 'event'>): ClosingFees {
  return state.event ?? data.event;
}

/** The change fund found in the drawer: the one given, unless the cash-fund step found another. */
export function changeFundFound(stand: ClosingStand, form: ClosingForm | undefined): number {
  return form?.isChangeFundValid === false && form.changeFundFound !== null ? form.changeFundFound : stand.changeFund;
}

/**
 * The cash the drawer should hold, by the one rule (features/orders/drawer.ts): the change fund found, the cash
 * takings and the drawer's movements, less the cash paid out for the venue's fee.
 */
export function expectedDrawer(stand: ClosingStand, form: ClosingForm | undefined): number {
  return expectedCash({ float: changeFundFound(stand, form), ...stand.drawer, paidToVenue: form?.payedFeesWithCash ?? 0 });
}

/**
 * The register's count the cash step may take as it is: made after the drawer's last cash (sale, refund, movement)
 * at a stand closed since, so nothing can have moved after it. The manager may still recount.
 */
export function registerCount(stand: ClosingStand): NonNullable<ClosingStand['lastCashDetail']> | null {
  const count = stand.lastCashDetail;
  return count?.current && stand.status === 'closed' ? count : null;
}

/**
 * Whether the confirmation saves a count of this stand's drawer: the cash step filled (by the manager, or from the
 * register's last count), at a stand that takes cash, on a date the stands sold themselves (not an agent's).
 */
export function hasCashCount(stand: ClosingStand, form: ClosingForm | undefined, agent: boolean): boolean {
  return !agent && stand.isCashCompatible && form !== undefined && Object.keys(form.detailCash).length > 0;
}

/** What the confirmation sends, from the data the wizard read and what the manager counted. */
export function buildClosingPlan(data: ClosingData, state: Pick<ClosingState, 'event' | 'theaterFeePayedWith' | 'closingForm' | 'concessionInventory'>, runId: string): ClosingPlan {
  const fees = feesOf(data, state);
  const agent = fees.commissionType === 'agentFee';
  return {
    eventId: data.event.id,
    runId,
    commissionType: fees.commissionType,
    fees: {
      theaterFeeAmount: fees.theaterFeeAmount,
      theaterFeeVat: fees.theaterFeeVat,
      commissionAgentFeeAmount: fees.commissionAgentFeeAmount,
      commissionAgentFeeVat: fees.commissionAgentFeeVat,
    },
    venueDeal: fees.commissionType === 'theatreFee' ? fees.venueDeal : null,
    theaterFeePaidWith: fees.commissionType === 'theatreFee' ? state.theaterFeePayedWith : null,
    stands: data.stands.map((stand) => {
      const form = state.closingForm[stand.id];
      // Only a drawer whose fund the cash-fund step checked has a fund found: a card-only stand (no such step) and an
      // agent's date send none, rather than the fund given as if it had been found (docs/closing.md).
      const fundChecked = !agent && stand.isCashCompatible;
      const fundFound = fundChecked ? changeFundFound(stand, form) : null;
      const counted = hasCashCount(stand, form, agent);
      return {
        standId: stand.id,
        inventoryId: stand.inventoryId,
        changeFundExpected: stand.changeFund,
        newChangeFund: fundFound !== null && fundFound !== stand.changeFund ? fundFound : null,
        changeFundFound: fundFound,
        // The drawer's count names every note and coin, 0 for none (POST /v1/stands/{id}/cash-detail).
        cashCounts: counted ? Object.fromEntries(cashDenominations.map((value) => [String(value), form!.detailCash[String(value)] ?? 0])) : null,
        cardCounted: agent ? null : (form?.totalCard ?? null),
        feesPaidWithCash: agent ? 0 : (form?.payedFeesWithCash ?? 0),
        lines: agent
          ? []
          : stand.levels
              .filter((level) => level.expected > 0)
              .map((level) => {
                const units = form?.inventory[level.productVariantId];
                return {
                  productId: level.productId,
                  productVariantId: level.productVariantId,
                  inventoryItemId: level.inventoryItemId,
                  expected: level.expected,
                  counted: units?.counted ?? level.expected,
                  damaged: units?.damaged ?? 0,
                };
              }),
      };
    }),
    concession: agent ? concessionLines(data, state.concessionInventory) : [],
  };
}

/** The event's stock per variant under agentFee: what the stands hold together, and what became of it. */
export function concessionStock(data: ClosingData): { productId: string; productVariantId: string; title: string; variantTitle: string | null; category: string; price: number; expected: number }[] {
  const byVariant = new Map<string, { productId: string; productVariantId: string; title: string; variantTitle: string | null; category: string; price: number; expected: number }>();
  for (const level of data.stands.flatMap((stand) => stand.levels)) {
    const entry = byVariant.get(level.productVariantId);
    if (entry) entry.expected += level.expected;
    else byVariant.set(level.productVariantId, { productId: level.productId, productVariantId: level.productVariantId, title: level.productTitle, variantTitle: level.variantTitle, category: level.category, price: level.price, expected: level.expected });
  }
  return [...byVariant.values()].filter((entry) => entry.expected > 0);
}

function concessionLines(data: ClosingData, inventory: ClosingState['concessionInventory']): ClosingPlan['concession'] {
  return concessionStock(data).map((line) => {
    const units = inventory[line.productVariantId] ?? { sold: 0, free: 0, damaged: 0 };
    return {
      productId: line.productId,
      productVariantId: line.productVariantId,
      sold: units.sold,
      free: units.free,
      damaged: units.damaged,
      returned: Math.max(0, line.expected - units.sold - units.free - units.damaged),
    };
  });
}
