export { clientKeys, useBranding, useClient, useClients, useClientsCount, useSaveBranding, useUpdateClient } from './api';
export { AccountSettingsScreen } from './components/account-settings-screen';
export { ClientDetailScreen } from './components/client-detail-screen';
export { ClientsAdminScreen } from './components/clients-admin-screen';
export { ClientStatusBadge } from './components/client-status-badge';
export { clientLinks } from './components/links';
export { contrastRatio, meetsAA } from './contrast';
export { DEFAULT_BRANDING, type BrandingView, type ClientView } from './types';
export { clientsMessages } from './messages';
// Shared with other domains' forms: the API's field refusals put under the fields they name.
export { setApiFieldErrors } from './components/api-field-errors';
