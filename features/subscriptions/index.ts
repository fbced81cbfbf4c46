// The subscriptions domain's public surface: the pages' screens, the admin's panel, and what other features use to
// show what a plan allows (useFeature, useQuotaLeft, UpgradeNotice, upgradeFromError).
export { subscriptionKeys, useSubscriptionFeatures, useSubscriptionsOverview, type SubscriptionsOverview } from './api';
export { ClientSubscriptionPanel } from './components/client-subscription-panel';
export { subscriptionLinks } from './components/links';
export { PlansComparisonScreen } from './components/plans-comparison-screen';
export { SandboxCheckoutScreen } from './components/sandbox-checkout-screen';
export { SubscriptionScreen } from './components/subscription-screen';
export { featureUpgrade, quotaUpgrade, upgradeFromError, type UpgradeReason } from './components/upgrade';
export { UpgradeNotice, useUpgradeAwareNotify, useUpgradeText } from './components/upgrade-notice';
export { useFeature, useQuotaLeft } from './components/use-entitlements';
export { subscriptionsMessages } from './messages';
export { cheapestPlanAllowing, cheapestPlanWith, gatedFeatures, planTypes, plans, quotaNames, type GatedFeature, type PlanType, type QuotaName } from './plans';
export type { SubscriptionFeaturesView, SubscriptionStatus, SubscriptionView } from './types';
