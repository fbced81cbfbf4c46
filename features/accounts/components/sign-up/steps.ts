import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { signUpSchema } from '../../schemas';
import type { Country, LegalForm } from '../../types';

/** What the form holds while the user types: '' for a legal form not chosen yet, false for an unticked box. */
export interface SignUpFormValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  companyName: string;
  legalForm: LegalForm | '';
  siret: string;
  vatNumber: string;
  isProfessional: boolean;
  addressLine1: string;
  addressLine2: string;
  postcode: string;
  city: string;
  country: Country;
  phone: string;
  acceptTerms: boolean;
}

export type SignUpField = keyof SignUpFormValues;

export const signUpDefaults: SignUpFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  companyName: '',
  legalForm: '',
  siret: '',
  vatNumber: '',
  isProfessional: false,
  addressLine1: '',
  addressLine2: '',
  postcode: '',
  city: '',
  country: 'FR',
  phone: '',
  acceptTerms: false,
};

export type SignUpStepId = 'account' | 'company' | 'contact' | 'review';

/** A step checks its own fields with the server's schema (picked from it, never a copy of its rules). */
function step(id: SignUpStepId, schema: z.ZodObject) {
  return {
    id,
    fields: Object.keys(schema.shape) as SignUpField[],
    // raw: the form keeps what was typed; the trimmed, typed body is made once, from every step, at the end.
    // The cast: the form's values are wider than the schema's input ('' and false), which is what zod checks.
    resolver: zodResolver(schema, undefined, { raw: true }) as unknown as Resolver<SignUpFormValues>,
  };
}

export const signUpSteps = [
  step('account', signUpSchema.pick({ firstName: true, lastName: true, email: true, password: true })),
  step('company', signUpSchema.pick({ companyName: true, legalForm: true, siret: true, vatNumber: true, isProfessional: true })),
  step('contact', signUpSchema.pick({ addressLine1: true, addressLine2: true, postcode: true, city: true, country: true, phone: true })),
  step('review', signUpSchema.pick({ acceptTerms: true })),
];

/** The first step holding one of these fields (a refusal of the API names the fields to fix). */
export function stepOfField(field: string): number {
  const index = signUpSteps.findIndex((step) => step.fields.includes(field as SignUpField));
  return index === -1 ? signUpSteps.length - 1 : index;
}

/** What every step component gets from the form. */
export interface StepProps {
  form: UseFormReturn<SignUpFormValues>;
  /** The localized message of a field's error, if it has one. */
  fieldError: (field: SignUpField) => string | undefined;
}
