export { clientKeys, useBranding, useClient, useClients, useClientsCount, useSaveBranding, useUpdateClient } from './api';
export { AccountSettingsScreen } from './components/account-settings-screen';
export { ClientsAdminScreen } from './components/clients-admin-screen';
export { contrastRatio, meetsAA } from './contrast';
export { DEFAULT_BRANDING, type BrandingView, type ClientView } from './types';
export { clientsMessages } from './messages';
