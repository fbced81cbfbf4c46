import { z } from 'zod';
import { paginationQuery } from '@/lib/http/pagination';
import { projectClientRoles } from './types';

const isoDate = z.iso.date();

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
});
export type ListProjectsQuery = z.infer<typeof listProjectsQuery>;

export const clientInvitationSchema = z.object({
  projectId: z.uuid(),
  email: z.string().trim().toLowerCase().pipe(z.email()),
  role: z.enum(projectClientRoles),
});
export type ClientInvitationInput = z.infer<typeof clientInvitationSchema>;

export const clientAcceptationSchema = z.object({ token: z.string().min(20).max(200) });

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
