export { DashboardHome } from './components/dashboard-home';
export { HomeRedirect } from './components/home-redirect';
export { NotFound } from './components/not-found';
export { SellersHome } from './components/sellers-home';
export { AdminHome } from './components/admin-home';
