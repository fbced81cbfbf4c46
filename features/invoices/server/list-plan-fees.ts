import { getDb } from '@/lib/db';
import { planFees } from '@/lib/db/schema';
import { planTypes } from '@/features/entitlements/plans';
import type { PlanFeeView } from '../types';

export function toPlanFeeView(row: typeof planFees.$inferSelect): PlanFeeView {
  return {
    plan: row.plan,
    eventCreationFee: row.eventCreationFee,
    shopOpeningFee: row.shopOpeningFee,
    cardCommissionBasisPoints: row.cardCommissionBasisPoints,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /v1/plan-fees: every plan's fees, in the plans' order (starter to pro). */
export async function listPlanFees(): Promise<PlanFeeView[]> {
  const db = await getDb();
  const rows = await db.select().from(planFees);
  return rows.map(toPlanFeeView).sort((a, b) => planTypes.indexOf(a.plan) - planTypes.indexOf(b.plan));
}
