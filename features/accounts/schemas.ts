import { z } from 'zod';
import { missingPasswordRules } from './password-rules';
import { countries, legalForms, plans } from './types';

const trimmed = (max: number) => z.string().trim().min(1).max(max);
const optionalTrimmed = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null)
    .nullish();

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email());

/** The password rules; the issue's message lists the rules still missing (see password-rules.ts). */
export const passwordSchema = z
  .string()
  .max(200)
  .superRefine((password, ctx) => {
    const missing = missingPasswordRules(password);
    if (missing.length) ctx.addIssue({ code: 'custom', message: missing.join(','), params: { missing } });
  });

const digitsOnly = (value: string) => value.replace(/[\s.-]/g, '');

export const signUpSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: trimmed(100),
  lastName: trimmed(100),
  companyName: z.string().trim().min(2).max(200),
  legalForm: z.enum(legalForms),
  siret: z
    .string()
    .transform(digitsOnly)
    .pipe(z.string().regex(/^\d{14}$/))
    .nullish()
    .or(z.literal('').transform(() => null)),
  vatNumber: z
    .string()
    .transform((value) => value.replace(/\s/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/))
    .nullish()
    .or(z.literal('').transform(() => null)),
  phone: z.string().trim().regex(/^\+?[0-9 ().-]{6,20}$/),
  addressLine1: trimmed(200),
  addressLine2: optionalTrimmed(200),
  postcode: z.string().trim().regex(/^[0-9A-Za-z -]{3,10}$/),
  city: trimmed(100),
  country: z.enum(countries),
  /** An adult acting professionally, or someone with authority to bind a legal entity (spec §5). */
  isProfessional: z.literal(true),
  acceptTerms: z.literal(true),
  locale: z.enum(['fr', 'en']).default('fr'),
  plan: z.enum(plans).optional(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const tokenSchema = z.object({ token: z.string().min(20).max(200) });
export const emailOnlySchema = z.object({ email: emailSchema });
export const resetPasswordSchema = z.object({ token: z.string().min(20).max(200), password: passwordSchema });
export const changePasswordSchema = z.object({ currentPassword: z.string().min(1).max(200), newPassword: passwordSchema });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
