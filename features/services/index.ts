// The services domain's public surface for pages and other features (client-safe: no server code here).
export * from './schemas';
export * from './types';
export { serviceKeys, useCancelServiceRequest, useCreateServiceRequest, useEventServices, useMoveServiceRequest, useServiceRequests } from './api';
export { servicesMessages } from './messages';
export { ServicesCard } from './components/services-card';
export { ServiceStatusBadge } from './components/status-badge';
export { nextAdminSteps } from './transitions';
export { ServiceRequestsAdminScreen } from './components/admin/service-requests-admin-screen';
