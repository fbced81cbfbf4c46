import { ApiError, isApiError } from '@/lib/api-client';

/**
 * The refusal as the toast should describe it once its fields are shown beside the inputs they name: the toast
 * keeps the catalogue title, and the raw field paths ("items.3.quantity") stay out of it.
 */
export function withoutFields(error: unknown): unknown {
  return isApiError(error) && error.fields.length ? new ApiError(error.status, { errorCode: error.errorCode }) : error;
}

/** The line indexes a refusal names, by their path: `items.3.quantity` → 3 for the prefix "items". */
export function indexedFields(error: unknown, pattern: RegExp): RegExpExecArray[] {
  if (!isApiError(error)) return [];
  return error.fields.flatMap((field) => {
    const match = pattern.exec(field);
    return match ? [match] : [];
  });
}
