import { z } from 'zod';

export const roleNames = ['client', 'seller', 'admin'] as const;
export const roleSchema = z.enum(roleNames);
export type Role = z.infer<typeof roleSchema>;

/** The version of the terms a user must have accepted (spec §9). */
export const TERMS_VERSION = '2024-09-16';

export const signInSchema = z.object({
  email: z.string().trim().pipe(z.email()),
  password: z.string().min(1),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const switchRoleSchema = z.object({ role: roleSchema });
export type SwitchRoleInput = z.infer<typeof switchRoleSchema>;

export const updateCurrentUserSchema = z.object({
  eventAgreementVersion: z.literal(TERMS_VERSION).optional(),
  teamAgreementVersion: z.literal(TERMS_VERSION).optional(),
  firstName: z.string().trim().min(1).max(100).optional(),
  lastName: z.string().trim().min(1).max(100).optional(),
  locale: z.enum(['fr', 'en']).optional(),
});
export type UpdateCurrentUserInput = z.infer<typeof updateCurrentUserSchema>;

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
