// The subscriptions domain's public surface: checkout, billing and their screens, and the admin's panel. What a plan
// allows (useFeature, useQuotaLeft, UpgradeNotice, the plans) is in `@/features/entitlements`.
export { subscriptionKeys, useSubscriptionsOverview, type SubscriptionsOverview } from './api';
export { ClientSubscriptionPanel } from './components/client-subscription-panel';
export { PlansComparisonScreen } from './components/plans-comparison-screen';
export { SandboxCheckoutScreen } from './components/sandbox-checkout-screen';
export { SubscriptionScreen } from './components/subscription-screen';
export { subscriptionsMessages } from './messages';
export type { SubscriptionView } from './types';
