import type { ErrorCode } from '@/lib/errors/codes';

/**
 * A catalogue code's shape. The browser does not carry the list of codes (lib/errors/codes.ts, 1.3 kB gzip, issue
 * #26): a code it has no text for reads as the generic failure (describeError), as an unknown one did.
 */
export function looksLikeErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && /^[A-Z][A-Z0-9_]*$/.test(value);
}

/** A refusal from the product API: its HTTP status, catalogue code and offending fields. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: ErrorCode;
  readonly fields: string[];
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const code = (body as { errorCode?: unknown } | null)?.errorCode;
    const errorCode = looksLikeErrorCode(code) ? code : 'UNEXPECTED_ERROR';
    super(errorCode);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
    const fields = (body as { fields?: unknown } | null)?.fields;
    this.fields = Array.isArray(fields) ? fields.filter((field): field is string => typeof field === 'string') : [];
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
