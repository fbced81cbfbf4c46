import { z } from 'zod';
import { countries, legalForms } from '@/features/accounts/types';
import { paginationQuery } from '@/lib/http/pagination';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null)
    .nullable();

/** What the organisation itself may change in its profile. */
export const updateClientProfileSchema = z
  .object({
    name: z.string().trim().min(2).max(200),
    legalForm: z.enum(legalForms),
    siret: z.string().transform((value) => value.replace(/[\s.-]/g, '')).pipe(z.string().regex(/^(\d{14})?$/)).transform((value) => value || null).nullable(),
    vatNumber: z.string().transform((value) => value.replace(/\s/g, '').toUpperCase()).pipe(z.string().regex(/^([A-Z]{2}[0-9A-Z]{2,13})?$/)).transform((value) => value || null).nullable(),
    email: z.string().trim().toLowerCase().pipe(z.email()),
    phone: z.string().trim().regex(/^\+?[0-9 ().-]{6,20}$/),
    addressLine1: z.string().trim().min(1).max(200),
    addressLine2: optionalText(200),
    postcode: z.string().trim().regex(/^[0-9A-Za-z -]{3,10}$/),
    city: z.string().trim().min(1).max(100),
    country: z.enum(countries),
  })
  .partial();
export type UpdateClientProfileInput = z.infer<typeof updateClientProfileSchema>;

/** Platform admins may also suspend or reactivate the organisation and open every feature. */
export const adminUpdateClientSchema = updateClientProfileSchema.extend({
  status: z.enum(['active', 'suspended']).optional(),
  allowAllFeatures: z.boolean().optional(),
});
export type AdminUpdateClientInput = z.infer<typeof adminUpdateClientSchema>;

export const listClientsQuery = paginationQuery.extend({
  q: z.string().trim().max(100).optional(),
  status: z.array(z.enum(['active', 'suspended'])).optional(),
});
export type ListClientsQuery = z.infer<typeof listClientsQuery>;

const color = z.string().regex(/^#[0-9a-fA-F]{6}$/);

export const brandingSchema = z.object({
  primaryColor: color,
  secondaryColor: color,
  logoImageId: z.uuid().nullable().optional(),
});
export const createBrandingSchema = brandingSchema.extend({ clientId: z.uuid().optional() });
export const updateBrandingSchema = brandingSchema.partial();
export type BrandingInput = z.infer<typeof brandingSchema>;
