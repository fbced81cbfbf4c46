export { useCurrentUser, useMyRoles, authKeys } from './api';
export { RoleSwitcher } from './components/role-switcher';
export { SignInScreen } from './components/sign-in-screen';
export type { ResendVerificationSlot } from './components/sign-in-form';
export { canSwitchRole, homePathFor, initialRole } from './role-switching';
export { TERMS_VERSION, type CurrentUser, type Role, type RoleEntry } from './types';
