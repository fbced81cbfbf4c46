import { z } from 'zod';

import { roleNames, TERMS_VERSION } from './types';

export const roleSchema = z.enum(roleNames);

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
