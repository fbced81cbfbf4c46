import { randomUUID } from 'node:crypto';

/** Meets every password rule (8+ characters, upper, lower, digit, special). */
export const SIGN_UP_PASSWORD = 'Tour-2024-Paris!';

export function uniqueEmail(prefix = 'signup'): string {
  return `${prefix}-${randomUUID()}@test.local`;
}

/** A valid POST /v1/clients body; every field can be overridden, `undefined` leaves it out. */
export function signUpBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: uniqueEmail(),
    password: SIGN_UP_PASSWORD,
    firstName: 'Camille',
    lastName: 'Martin',
    companyName: 'Tournée Productions',
    legalForm: 'SAS',
    siret: '732 829 320 00074',
    vatNumber: 'FR 40 303265045',
    phone: '+33 1 23 45 67 89',
    addressLine1: '12 rue de la Paix',
    addressLine2: '',
    postcode: '75002',
    city: 'Paris',
    country: 'FR',
    isProfessional: true,
    acceptTerms: true,
    locale: 'fr',
    ...overrides,
  };
}
