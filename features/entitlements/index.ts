// What a plan allows, asked by every screen that offers a gated action: the plans as data, the hooks that read the
// organisation's features and quotas, and the notice that links to the plan to take. It imports no screen domain, so
// clients, projects, events, stands and shops sit above it (docs/architecture.md, "Domains and their layer order").
export { entitlementKeys, useSubscriptionFeatures } from './api';
export { subscriptionLinks } from './components/links';
export { featureUpgrade, quotaUpgrade, upgradeFromError, type UpgradeReason } from './components/upgrade';
export { UpgradeNotice, useUpgradeAwareNotify, useUpgradeText } from './components/upgrade-notice';
export { useFeature, useQuotaLeft } from './components/use-entitlements';
export { cheapestPlanAllowing, cheapestPlanWith, gatedFeatures, planTypes, plans, quotaNames, type GatedFeature, type PlanType, type QuotaName } from './plans';
export type { QuotaView, SubscriptionFeaturesView, SubscriptionStatus } from './types';
