import { describe, expect, it } from 'vitest';
import { closingSteps, currentStep, isLargeGap, nextStep, reachableSteps, stepKey, stepOfPath } from '@/features/closing/closing-flow';

const stands = [
  { id: 's1', isCashCompatible: true },
  { id: 's2', isCashCompatible: false },
];
const keys = (input: Parameters<typeof closingSteps>[0]) => closingSteps(input).map(stepKey);

describe('closingSteps', () => {
  it('takes fees, then each stand (no drawer steps at a card-only stand), then the summary', () => {
    expect(keys({ commissionType: 'theatreFee', hasOrdersInProgress: false, stands })).toEqual([
      'fees',
      's1/cash-fund',
      's1/cash',
      's1/card',
      's1/sells',
      's1/inventory',
      's2/card',
      's2/sells',
      's2/inventory',
      'summary',
    ]);
  });

  it('starts with the orders while some are in progress', () => {
    expect(keys({ commissionType: 'noCommission', hasOrdersInProgress: true, stands: [stands[0]!] })[0]).toBe('orders');
    expect(keys({ commissionType: 'noCommission', hasOrdersInProgress: false, stands: [stands[0]!] })[0]).toBe('fees');
  });

  it('uses only fees, inventory, finance and summary under agentFee', () => {
    expect(keys({ commissionType: 'agentFee', hasOrdersInProgress: false, stands })).toEqual(['fees', 'inventory', 'finance', 'summary']);
    expect(keys({ commissionType: 'agentFee', hasOrdersInProgress: true, stands })).toEqual(['orders', 'fees', 'inventory', 'finance', 'summary']);
  });
});

describe('moving through the steps', () => {
  const steps = closingSteps({ commissionType: 'theatreFee', hasOrdersInProgress: false, stands: [stands[0]!] });

  it('reaches the done steps and the first one not done, never beyond', () => {
    expect([...reachableSteps(steps, [])]).toEqual(['fees']);
    expect([...reachableSteps(steps, ['fees', 's1/cash-fund'])]).toEqual(['fees', 's1/cash-fund', 's1/cash']);
    // A step done out of order (an old state) does not open the ones after a gap.
    expect([...reachableSteps(steps, ['fees', 's1/cash'])]).toEqual(['fees', 's1/cash-fund']);
  });

  it('opens at the first step not done, and on the summary once all are', () => {
    expect(stepKey(currentStep(steps, ['fees']))).toBe('s1/cash-fund');
    expect(stepKey(currentStep(steps, steps.map(stepKey)))).toBe('summary');
  });

  it('reads a path back to its step, and nothing else', () => {
    expect(stepOfPath(steps, ['s1', 'cash'])).toEqual({ standId: 's1', step: 'cash' });
    expect(stepOfPath(steps, ['fees'])).toEqual({ standId: null, step: 'fees' });
    expect(stepOfPath(steps, ['s9', 'cash'])).toBeNull();
    expect(stepOfPath(steps, ['finance'])).toBeNull();
  });

  it('goes from one step to the next, and stops after the summary', () => {
    expect(nextStep(steps, { standId: null, step: 'fees' })).toEqual({ standId: 's1', step: 'cash-fund' });
    expect(nextStep(steps, { standId: null, step: 'summary' })).toBeNull();
  });
});

describe('isLargeGap (spec §9: over 15 %)', () => {
  it.each([
    [100, 85, false],
    [100, 84, true],
    [100, 115, false],
    [100, 116, true],
    [20, 17, false],
    [0, 0, false],
    [0, 1, true],
  ])('expected %i, counted %i → %s', (expected, counted, large) => {
    expect(isLargeGap(expected, counted)).toBe(large);
  });
});
