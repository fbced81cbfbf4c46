// Types and constants of the auth domain that client screens need without the zod schemas.

export const roleNames = ['client', 'seller', 'admin'] as const;
export type Role = (typeof roleNames)[number];

/** The version of the terms a user must have accepted (spec §9). */
export const TERMS_VERSION = '2024-09-16';

/** The current user as the API returns it (spec §3). */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  roles: Role[];
  clientId: string | null;
  emailVerified: boolean;
  eventAgreementVersion: string;
  teamAgreementVersion: string;
  locale: string;
}

export interface RoleEntry {
  role: Role;
  isCurrent: boolean;
  canSwitchTo: boolean;
}
