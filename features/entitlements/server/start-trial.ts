import type { Executor } from '@/lib/db';
import { subscriptions } from '@/lib/db/schema';
import { TRIAL_DAYS, TRIAL_PLAN } from '../plans';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Every new organisation tries the trial plan for TRIAL_DAYS, without a card (docs/decisions.md, "Plans"). Written in
 * the sign-up's transaction; the partial unique index keeps it to one trial per organisation.
 */
export async function startTrial(db: Executor, clientId: string, now = new Date()): Promise<void> {
  await db
    .insert(subscriptions)
    .values({ clientId, plan: TRIAL_PLAN, status: 'trialing', provider: 'platform', currentPeriodStart: now, currentPeriodEnd: new Date(now.getTime() + TRIAL_DAYS * DAY) })
    .onConflictDoNothing();
}
