// Types and constants of the accounts domain that screens need without the zod schemas.

/** Spec §9: the countries an organisation can be based in, as ISO 3166 codes. */
export const countries = ['FR', 'BE', 'CH', 'GB', 'DE', 'NL', 'LU', 'IT', 'ES', 'PT'] as const;
export type Country = (typeof countries)[number];

export const legalForms = ['SAS', 'SASU', 'SARL', 'EURL', 'SA', 'SCOP', 'EI', 'MICRO', 'ASSOCIATION', 'OTHER'] as const;
export type LegalForm = (typeof legalForms)[number];

export const plans = ['starter', 'smart', 'advanced', 'pro'] as const;
export type Plan = (typeof plans)[number];

export interface SignUpResult {
  clientId: string;
  userId: string;
  email: string;
  /** true when the account already existed unverified with this password: the link was sent again. */
  resent: boolean;
}
