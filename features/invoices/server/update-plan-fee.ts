import type { PlanType } from '@/features/entitlements/plans';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { planFees } from '@/lib/db/schema';
import type { UpdatePlanFeeInput } from '../schemas';
import type { PlanFeeView } from '../types';
import { toPlanFeeView } from './list-plan-fees';

/**
 * PUT /v1/plan-fees/{plan} (admins): the plan's fees from now on. Invoices already issued keep the amounts they were
 * issued with; a fee invoice produced later prices the whole period at the fees of the day it is produced.
 */
export async function updatePlanFee(actor: Actor, plan: PlanType, input: UpdatePlanFeeInput): Promise<PlanFeeView> {
  const db = await getDb();
  const values = { ...input, updatedBy: actor.userId, updatedAt: new Date() };
  const [row] = await db
    .insert(planFees)
    .values({ plan, ...values })
    .onConflictDoUpdate({ target: planFees.plan, set: values })
    .returning();
  return toPlanFeeView(row!);
}
