import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';

/**
 * Puts the API's refusal under the fields it names (`fields` holds dotted paths), focusing the first.
 * Returns false when the error names none of the form's fields, so the caller shows a toast instead.
 */
export function setApiFieldErrors<T extends FieldValues>(error: unknown, formFields: readonly Path<T>[], setError: UseFormSetError<T>): boolean {
  if (!isApiError(error)) return false;
  const named = error.fields.map((field) => field.split('.')[0]).filter((field): field is Path<T> => formFields.includes(field as Path<T>));
  named.forEach((field, index) => setError(field, { type: 'server', message: error.errorCode }, { shouldFocus: index === 0 }));
  return named.length > 0;
}
