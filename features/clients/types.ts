/** A client organisation as the API returns it (spec §3 Client). */
export interface ClientView {
  id: string;
  name: string;
  legalForm: string | null;
  siret: string | null;
  vatNumber: string | null;
  email: string | null;
  phone: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  postcode: string | null;
  city: string | null;
  country: string | null;
  allowAllFeatures: boolean;
  subscriptionType: string | null;
  status: 'active' | 'suspended';
  createdAt: string;
  /** Given to platform admins only, by GET /v1/clients/{id}: the organisation's manager accounts. */
  accounts?: ClientAccountView[];
}

/** A manager account of a client, as an admin sees it on the client's page: who, and whether the e-mail is verified. */
export interface ClientAccountView {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  emailVerifiedAt: string | null;
}

export interface BrandingView {
  id: string;
  clientId: string;
  primaryColor: string;
  secondaryColor: string;
  logoImageId: string | null;
  logoUrl: string | null;
}

export const DEFAULT_BRANDING = { primaryColor: '#4338ca', secondaryColor: '#0f172a' } as const;
