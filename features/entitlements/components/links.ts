import type { PlanType } from '../plans';

const subscriptionPage = '/dashboard/subscription';

/** The subscriptions domain's addresses, written once. */
export const subscriptionLinks = {
  plans: '/plans',
  page: subscriptionPage,
  /** The subscription page with a plan chosen: its confirmation opens at once. */
  choose: (plan: PlanType) => `${subscriptionPage}?plan=${plan}`,
  signUp: (plan: PlanType) => `/signup/manage?plan=${plan}`,
  checkout: (id: string) => `${subscriptionPage}/checkout/${id}`,
  account: '/dashboard/account',
};
