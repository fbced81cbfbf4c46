import { errorStatus, type ErrorCode } from './codes';

/** An expected refusal: carries a catalogue code, the HTTP status follows from it. */
export class AppError extends Error {
  readonly errorCode: ErrorCode;
  readonly status: number;
  readonly fields?: string[];
  readonly headers?: Record<string, string>;
  readonly details?: ErrorDetails;

  constructor(
    errorCode: ErrorCode,
    options: {
      fields?: string[];
      message?: string;
      headers?: Record<string, string>;
      /** when the code's usual status would mislead */
      status?: number;
      /** what the screen needs to explain the refusal (a plan's limit, the plan to upgrade to) */
      details?: ErrorDetails;
    } = {},
  ) {
    super(options.message ?? errorCode);
    this.name = 'AppError';
    this.errorCode = errorCode;
    this.status = options.status ?? errorStatus[errorCode];
    this.fields = options.fields;
    this.headers = options.headers;
    this.details = options.details;
  }
}

/** The body every refusal is sent with. */
export interface ErrorBody {
  errorCode: ErrorCode;
  fields?: string[];
  details?: ErrorDetails;
}

/** Plain values only: they are sent to the caller as they are. */
export type ErrorDetails = Record<string, string | number | boolean | null>;
