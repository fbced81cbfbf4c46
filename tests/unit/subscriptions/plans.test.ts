import { describe, expect, it } from 'vitest';
import { cheapestPlanAllowing, cheapestPlanWith, gatedFeatures, planTypes, plans } from '@/features/entitlements/plans';

describe('the plans as data (spec §9)', () => {
  it('prices starter, smart and advanced at 99, 179 and 249 € a month, and pro on quote', () => {
    expect(planTypes.map((type) => plans[type].monthlyPrice)).toEqual([9900, 17900, 24900, null]);
  });

  it('gives the comparison page 10, 13 and 13 feature lines for the first three plans', () => {
    expect([plans.starter, plans.smart, plans.advanced].map((plan) => plan.lines.length)).toEqual([10, 13, 13]);
  });

  it('never takes a feature away nor lowers a quota from one plan to the next', () => {
    for (const [lower, higher] of [['starter', 'smart'], ['smart', 'advanced'], ['advanced', 'pro']] as const) {
      expect(plans[lower].features.every((feature) => plans[higher].features.includes(feature))).toBe(true);
      for (const [quota, limit] of Object.entries(plans[lower].quotas)) {
        const next = plans[higher].quotas[quota as keyof typeof plans.starter.quotas];
        expect(next === null || (limit !== null && next >= limit), `${higher}.${quota}`).toBe(true);
      }
    }
  });

  it('names the cheapest plan with a feature, and the cheapest that allows a count', () => {
    expect(gatedFeatures.map(cheapestPlanWith)).toEqual(['smart', 'smart', 'smart', 'advanced']);
    expect(cheapestPlanAllowing('eventsPerMonth', 4)).toBe('starter');
    expect(cheapestPlanAllowing('eventsPerMonth', 5)).toBe('smart');
    expect(cheapestPlanAllowing('standsPerEvent', 16)).toBe('pro');
  });
});
