import type { ReactNode } from 'react';
import { renderScreen } from '../../support/render-screen';
import type { SubscriptionFeaturesView } from '@/features/entitlements';
import type { SubscriptionsOverview } from '@/features/subscriptions/api';
import type { SubscriptionView } from '@/features/subscriptions/types';

export const clientId = '00000000-0000-4000-8000-0000000000c1';
const DAY = 24 * 60 * 60 * 1000;

/** A date `days` from now, an hour short: a trial ending then has `days` days left. */
export const inDays = (days: number) => new Date(Date.now() + days * DAY - 60 * 60 * 1000).toISOString();

export function subscription(changes: Partial<SubscriptionView> = {}): SubscriptionView {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    clientId,
    plan: 'smart',
    status: 'active',
    provider: 'sandbox',
    currentPeriodStart: '2026-03-01T10:00:00.000Z',
    currentPeriodEnd: inDays(20),
    cancelAtPeriodEnd: false,
    canceledAt: null,
    grantsAccess: true,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...changes,
  };
}

export function overview(current: SubscriptionView | null, changes: Partial<SubscriptionsOverview> = {}): SubscriptionsOverview {
  return { current, pendingCheckout: null, history: current ? [current] : [], ...changes };
}

export function features(changes: Partial<SubscriptionFeaturesView> = {}): SubscriptionFeaturesView {
  return {
    clientId,
    plan: 'smart',
    status: 'active',
    allowAllFeatures: false,
    periodEnd: inDays(20),
    features: { onlineShops: true, eventDuplication: true, customBranding: true, stockZones: false },
    quotas: { eventsPerMonth: { limit: 12, used: 3, remaining: 9 }, standsPerEvent: { limit: 5 }, teamMembers: { limit: 10 } },
    ...changes,
  };
}

/** Renders a screen of this domain as its pages do: subscriptions texts added to the global ones. */
export const renderWithProviders = (children: ReactNode) => renderScreen(children, { namespaces: ['subscriptions'] });

export { plainText as text } from '../../support/render-screen';
