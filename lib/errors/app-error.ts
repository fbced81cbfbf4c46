import { errorStatus, type ErrorCode } from './codes';

/** An expected refusal: carries a catalogue code, the HTTP status follows from it. */
export class AppError extends Error {
  readonly errorCode: ErrorCode;
  readonly status: number;
  readonly fields?: string[];
  readonly headers?: Record<string, string>;

  constructor(
    errorCode: ErrorCode,
    options: { fields?: string[]; message?: string; headers?: Record<string, string>; /** when the code's usual status would mislead */ status?: number } = {},
  ) {
    super(options.message ?? errorCode);
    this.name = 'AppError';
    this.errorCode = errorCode;
    this.status = options.status ?? errorStatus[errorCode];
    this.fields = options.fields;
    this.headers = options.headers;
  }
}

/** The body every refusal is sent with. */
export interface ErrorBody {
  errorCode: ErrorCode;
  fields?: string[];
}
