import { isApiError } from '@/lib/api-client/api-error';
import type { ErrorCode } from './codes';

export type CrudOperation = 'create' | 'read' | 'update' | 'delete';

export interface ErrorDescription {
  title: string;
  subtitle?: string;
  fields: string[];
}

/** What the error catalogue says, in one language. */
export type ErrorCatalogue = Record<string, { title: string; subtitle?: string }>;

/**
 * Turns any error into what a toast shows (spec §8): the catalogue title of its code and its subtitle;
 * for an unknown or unexpected failure during a CRUD operation, "<operation> impossible".
 */
export function describeError(
  error: unknown,
  catalogue: ErrorCatalogue,
  fallbackTitle?: string,
): ErrorDescription {
  const code: ErrorCode = isApiError(error) ? error.errorCode : 'UNEXPECTED_ERROR';
  const fields = isApiError(error) ? error.fields : [];
  const entry = catalogue[code];
  if (code === 'UNEXPECTED_ERROR' || !entry) {
    return { title: fallbackTitle ?? catalogue.UNEXPECTED_ERROR?.title ?? 'Une erreur est survenue', fields };
  }
  return { title: entry.title, subtitle: entry.subtitle, fields };
}
