export { DashboardHome } from './components/dashboard-home';
export { FirstSaleChecklist } from './components/first-sale-checklist';
export { HomeRedirect } from './components/home-redirect';
export { NotFound } from './components/not-found';
export { SellersHome } from './components/sellers-home';
export { AdminHome } from './components/admin-home';
export { homeMessages, onboardingMessages } from './messages';
export type { OnboardingView } from './types';
