import { z } from 'zod';
import { passwordSchema } from '@/features/accounts/schemas';
import { paginationQuery } from '@/lib/http/pagination';
import { isoDay } from '@/lib/validation/dates';
import { projectClientRoles } from './types';

const isoDate = isoDay();

export const projectSchema = z
  .object({
    name: z.string().trim().min(2).max(200),
    description: z.string().trim().max(2000).nullish(),
    startDate: isoDate.nullish(),
    endDate: isoDate.nullish(),
    hasZones: z.boolean().default(false),
  })
  .refine((project) => !project.startDate || !project.endDate || project.startDate <= project.endDate, { path: ['endDate'], error: 'endBeforeStart' });
export type ProjectInput = z.infer<typeof projectSchema>;

export const updateProjectSchema = z
  .object({
    name: z.string().trim().min(2).max(200),
    description: z.string().trim().max(2000).nullable(),
    startDate: isoDate.nullable(),
    endDate: isoDate.nullable(),
    hasZones: z.boolean(),
  })
  .partial();
export type UpdateProjectInput = z.infer<typeof updateProjectSchema>;

export const archiveProjectSchema = z.object({ archived: z.boolean().default(true) });

export const listProjectsQuery = paginationQuery.extend({
  status: z.array(z.enum(['active', 'archived'])).optional(),
  q: z.string().trim().max(100).optional(),
  /** The tours an organisation takes part in: for platform admins (a client page); a manager may name only their own. */
  clientId: z.uuid().optional(),
});
export type ListProjectsQuery = z.infer<typeof listProjectsQuery>;

export const clientInvitationSchema = z.object({
  projectId: z.uuid(),
  email: z.string().trim().toLowerCase().pipe(z.email()),
  role: z.enum(projectClientRoles),
});
export type ClientInvitationInput = z.infer<typeof clientInvitationSchema>;

const invitationToken = z.string().min(20).max(200);

/** POST /v1/projects/client-acceptation and /seller-acceptation: the signed-in owner of the invited address accepts. */
export const invitationAcceptationSchema = z.object({ token: invitationToken });

/** POST /v1/projects/seller-acceptation/new-account: an address without an account creates its seller account. */
export const sellerAccountSchema = z.object({
  token: invitationToken,
  password: passwordSchema,
  firstName: z.string().trim().min(1).max(100).optional(),
  lastName: z.string().trim().min(1).max(100).optional(),
  locale: z.enum(['fr', 'en']).default('fr'),
});
export type SellerAccountInput = z.infer<typeof sellerAccountSchema>;

export const clientRoleSchema = z.object({ role: z.enum(projectClientRoles) });

export const addSellerSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  firstName: z.string().trim().min(1).max(100).optional(),
  lastName: z.string().trim().min(1).max(100).optional(),
});
export type AddSellerInput = z.infer<typeof addSellerSchema>;

/** The tour form sends empty inputs as ''; the API schema wants them absent. */
export const projectFormSchema = z.preprocess(
  (value) =>
    value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, field]) => [key, field === '' ? null : field]))
      : value,
  projectSchema,
);
