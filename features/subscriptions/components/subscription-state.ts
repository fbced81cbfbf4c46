import { selfServePlans, type PlanType, type SelfServePlan } from '@/features/entitlements/plans';
import type { SubscriptionView } from '../types';

const DAY = 24 * 60 * 60 * 1000;

/** What a badge says of a subscription: its status, with two states the API spells with flags. */
export type DisplayStatus = SubscriptionView['status'] | 'canceling' | 'granted';

export function displayStatus(subscription: SubscriptionView): DisplayStatus {
  if (subscription.status === 'active' && subscription.provider === 'platform') return 'granted';
  if ((subscription.status === 'active' || subscription.status === 'past_due') && subscription.cancelAtPeriodEnd) return 'canceling';
  return subscription.status;
}

/** Whole days left before `end`, rounded up: a trial ending tonight still has its last day (0 only once it is over). */
export function daysLeft(end: string, now = new Date()): number {
  return Math.max(Math.ceil((new Date(end).getTime() - now.getTime()) / DAY), 0);
}

/**
 * A subscription the manager pays and may change or cancel (PATCH /v1/subscriptions/{id}): not the trial, not a plan
 * the platform granted. Without one, choosing a plan is a checkout.
 */
export function isPaidRunning(subscription: SubscriptionView | null | undefined): subscription is SubscriptionView {
  return Boolean(subscription && subscription.provider !== 'platform' && (subscription.status === 'active' || subscription.status === 'past_due'));
}

/** A plan given by the platform (pro on quote): the manager neither buys another nor cancels it. */
export function isGranted(subscription: SubscriptionView | null | undefined): boolean {
  return Boolean(subscription && subscription.provider === 'platform' && subscription.status === 'active');
}

/** The billing portal needs the provider's customer, which the first checkout made (NO_CUSTOMER_ID before). */
export function hasBillingAccount(history: readonly SubscriptionView[]): boolean {
  return history.some((subscription) => subscription.provider !== 'platform');
}

export function isSelfServe(plan: PlanType): plan is SelfServePlan {
  return (selfServePlans as readonly PlanType[]).includes(plan);
}
