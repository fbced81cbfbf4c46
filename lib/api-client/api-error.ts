import { isErrorCode, type ErrorCode } from '@/lib/errors/codes';

/** A refusal from the product API: its HTTP status, catalogue code and offending fields. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: ErrorCode;
  readonly fields: string[];
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    const code = (body as { errorCode?: unknown } | null)?.errorCode;
    const errorCode = isErrorCode(code) ? code : 'UNEXPECTED_ERROR';
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
