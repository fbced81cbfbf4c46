import type { CommissionType } from '@/features/events/types';

/** The wizard's steps for the whole event (/closing/{step}) and for one stand (/closing/{standId}/{step}), spec §2. */
export const eventSteps = ['orders', 'fees', 'inventory', 'finance', 'summary'] as const;
export type EventStep = (typeof eventSteps)[number];
export const standSteps = ['cash-fund', 'cash', 'card', 'sells', 'inventory'] as const;
export type StandStep = (typeof standSteps)[number];

export type ClosingStep = { standId: null; step: EventStep } | { standId: string; step: StandStep };

export interface FlowInput {
  commissionType: CommissionType;
  hasOrdersInProgress: boolean;
  stands: { id: string; isCashCompatible: boolean }[];
}

/**
 * The steps in the order the wizard takes them (spec §4): "orders" first while orders are in progress, then fees,
 * then each stand's cash fund, cash, card, sells and inventory, then the summary. A stand that takes no cash has no
 * drawer: no cash fund and no cash count, its card and the rest only (docs/closing.md). Under agentFee the venue's
 * agent sold the stock: fees, the concession's inventory and finance, and the summary.
 */
export function closingSteps(input: FlowInput): ClosingStep[] {
  const steps: ClosingStep[] = [];
  if (input.hasOrdersInProgress) steps.push({ standId: null, step: 'orders' });
  steps.push({ standId: null, step: 'fees' });
  if (input.commissionType === 'agentFee') {
    steps.push({ standId: null, step: 'inventory' }, { standId: null, step: 'finance' });
  } else {
    for (const stand of input.stands) {
      const stepsOfStand: StandStep[] = stand.isCashCompatible ? ['cash-fund', 'cash', 'card', 'sells', 'inventory'] : ['card', 'sells', 'inventory'];
      steps.push(...stepsOfStand.map((step) => ({ standId: stand.id, step })));
    }
  }
  steps.push({ standId: null, step: 'summary' });
  return steps;
}

/** The key a step is remembered by in the closing state's closingSteps, and its path after /closing/ ("fees", "{standId}/cash"). */
export function stepKey(step: ClosingStep): string {
  return step.standId ? `${step.standId}/${step.step}` : step.step;
}

/** Reads the path after /closing/ back to a step of the flow; null when it is none of them (a typo, a stale link). */
export function stepOfPath(steps: ClosingStep[], segments: string[]): ClosingStep | null {
  const key = segments.join('/');
  return steps.find((step) => stepKey(step) === key) ?? null;
}

/**
 * Where the manager may go: every done step, and the first step not done yet (the one to do now). Later steps wait
 * for the ones before them, so a closing is never confirmed with a stand left uncounted.
 */
export function reachableSteps(steps: ClosingStep[], done: readonly string[]): Set<string> {
  const reachable = new Set<string>();
  for (const step of steps) {
    reachable.add(stepKey(step));
    if (!done.includes(stepKey(step))) break;
  }
  return reachable;
}

/** The step to open at /closing: the first one not done. */
export function currentStep(steps: ClosingStep[], done: readonly string[]): ClosingStep {
  return steps.find((step) => !done.includes(stepKey(step))) ?? steps[steps.length - 1]!;
}

/** The step after this one, or null after the summary. */
export function nextStep(steps: ClosingStep[], step: ClosingStep): ClosingStep | null {
  const index = steps.findIndex((entry) => stepKey(entry) === stepKey(step));
  return steps[index + 1] ?? null;
}

/** Spec §9: a count more than 15 % away from what the ledger expects is flagged. */
export const STOCK_GAP_THRESHOLD = 0.15;

/** Is the gap between the expected and the counted units of a line over the threshold? */
export function isLargeGap(expected: number, counted: number): boolean {
  if (expected === 0) return counted > 0;
  return Math.abs(counted - expected) / expected > STOCK_GAP_THRESHOLD;
}
