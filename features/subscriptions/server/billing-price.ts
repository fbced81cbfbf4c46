import { plans, type SelfServePlan } from '@/features/entitlements/plans';

const planNames: Record<SelfServePlan, string> = { starter: 'Starter', smart: 'Smart', advanced: 'Advanced' };

/** A self-serve plan's monthly price as the billing provider charges it (excl. VAT; the provider adds VAT). */
export function billingPrice(plan: SelfServePlan) {
  return { plan, name: `Merch · ${planNames[plan]}`, monthlyAmount: plans[plan].monthlyPrice! };
}
