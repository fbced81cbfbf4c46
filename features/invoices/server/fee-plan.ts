import { readEntitlements } from '@/features/entitlements/server/entitlements';
import type { PlanType } from '@/features/entitlements/plans';
import type { Executor } from '@/lib/db';
import { planFees } from '@/lib/db/schema';

export type PlanFeeRow = typeof planFees.$inferSelect;

/**
 * The plan whose fees apply to what a client did at `at` (docs/decisions.md, "Fees and invoices"): the plan it held
 * then; with none, the pro fees for a client the admins let use everything (allowAllFeatures: a partner handled like
 * a pro), and the starter fees, the list price, for anybody else.
 */
export async function feePlanAt(executor: Executor, clientId: string, at: Date): Promise<PlanType> {
  const entitlements = await readEntitlements(clientId, at, executor);
  if (entitlements.plan) return entitlements.plan;
  return entitlements.allowAllFeatures ? 'pro' : 'starter';
}

/** The fees of every plan, read once per computation. */
export async function readPlanFees(executor: Executor): Promise<Map<PlanType, PlanFeeRow>> {
  const rows = await executor.select().from(planFees);
  return new Map(rows.map((row) => [row.plan, row]));
}
