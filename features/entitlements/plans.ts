/**
 * The plans sold (spec §1, §9), as data: the comparison page shows them and the server enforces them from this one
 * place. Prices are monthly, excl. VAT, in cents; a quota of null is unlimited. docs/decisions.md ("Plans") says why
 * each feature sits where it does.
 */
export const planTypes = ['starter', 'smart', 'advanced', 'pro'] as const;
export type PlanType = (typeof planTypes)[number];

/** The actions a plan may lack: each is refused with FEATURE_NOT_GRANTED by the server when it does. */
export const gatedFeatures = ['onlineShops', 'eventDuplication', 'customBranding', 'stockZones'] as const;
export type GatedFeature = (typeof gatedFeatures)[number];

/** What a plan counts: events created per calendar month (Europe/Paris), stands per event, organisations per tour. */
export const quotaNames = ['eventsPerMonth', 'standsPerEvent', 'teamMembers'] as const;
export type QuotaName = (typeof quotaNames)[number];

/** A line of the comparison page; `quota` lines print the plan's figure for that quota. */
export type FeatureLine = { key: string; quota?: QuotaName };

export interface Plan {
  type: PlanType;
  /** Null: on quote (pro), through a request to the platform's team instead of a checkout. */
  monthlyPrice: number | null;
  features: readonly GatedFeature[];
  quotas: Record<QuotaName, number | null>;
  lines: readonly FeatureLine[];
}

const core: FeatureLine[] = [
  { key: 'tours' },
  { key: 'events', quota: 'eventsPerMonth' },
  { key: 'stands', quota: 'standsPerEvent' },
  { key: 'team', quota: 'teamMembers' },
  { key: 'stock' },
  { key: 'register' },
  { key: 'sellersApp' },
  { key: 'closing' },
];

export const plans: Record<PlanType, Plan> = {
  starter: {
    type: 'starter',
    monthlyPrice: 9900,
    features: [],
    quotas: { eventsPerMonth: 4, standsPerEvent: 2, teamMembers: 2 },
    lines: [...core, { key: 'languages' }, { key: 'emailSupport' }],
  },
  smart: {
    type: 'smart',
    monthlyPrice: 17900,
    features: ['onlineShops', 'eventDuplication', 'customBranding'],
    quotas: { eventsPerMonth: 12, standsPerEvent: 5, teamMembers: 10 },
    lines: [...core, { key: 'languages' }, { key: 'emailSupport' }, { key: 'onlineShops' }, { key: 'eventDuplication' }, { key: 'customBranding' }],
  },
  advanced: {
    type: 'advanced',
    monthlyPrice: 24900,
    features: ['onlineShops', 'eventDuplication', 'customBranding', 'stockZones'],
    quotas: { eventsPerMonth: 40, standsPerEvent: 15, teamMembers: 25 },
    lines: [...core, { key: 'onlineShops' }, { key: 'eventDuplication' }, { key: 'customBranding' }, { key: 'stockZones' }, { key: 'prioritySupport' }],
  },
  pro: {
    type: 'pro',
    monthlyPrice: null,
    features: gatedFeatures,
    quotas: { eventsPerMonth: null, standsPerEvent: null, teamMembers: null },
    lines: [...core, { key: 'onlineShops' }, { key: 'eventDuplication' }, { key: 'customBranding' }, { key: 'stockZones' }, { key: 'standService' }, { key: 'accountManager' }],
  },
};

/** The plans a client buys by checkout; pro is on quote. */
export const selfServePlans = ['starter', 'smart', 'advanced'] as const satisfies readonly PlanType[];
export type SelfServePlan = (typeof selfServePlans)[number];

/** Every new organisation tries the advanced plan this long, without a card (docs/decisions.md, "Plans"). */
export const TRIAL_PLAN: PlanType = 'advanced';
export const TRIAL_DAYS = 30;

/** The cheapest plan with the feature: where an upgrade link leads. */
export function cheapestPlanWith(feature: GatedFeature): PlanType {
  return planTypes.find((type) => plans[type].features.includes(feature)) ?? 'pro';
}

/** The cheapest plan whose quota is above `needed` (null: unlimited). */
export function cheapestPlanAllowing(quota: QuotaName, needed: number): PlanType {
  return planTypes.find((type) => {
    const limit = plans[type].quotas[quota];
    return limit === null || limit >= needed;
  }) ?? 'pro';
}
