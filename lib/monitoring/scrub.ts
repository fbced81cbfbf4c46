/*
 * What an error may say in a log or a report. Database errors carry the values of the failed query (Drizzle puts
 * them in the message after "params:", PostgreSQL's `detail` repeats a conflicting key): a failed sign-up once
 * logged a new user's e-mail and argon2 hash. Only the error's shape travels: its name, code, constraint, the SQL
 * text with its $n placeholders, and the stack frames.
 */

const PASSWORD_HASH = /\$argon2(?:id|i|d)\$[^\s,'")]+/g;
const EMAIL = /[^\s@,'"()<>]+@[^\s@,'"()<>]+\.[a-z]{2,}/gi;
const BEARER = /Bearer\s+[\w.-]+/gi;
// A shop order's collection code (features/shops/collection-code.ts): its secret hands the order over.
const COLLECTION_SECRET = /(merch-order:v\d+:[0-9a-f-]{36}:)[\w-]+/gi;
const MAX_CAUSES = 5;

/** Removes query parameters, password hashes, e-mail addresses, tokens and collection secrets from a text. */
export function scrubText(text: string): string {
  return text
    .replace(/\nparams: [\s\S]*$/, '\nparams: [scrubbed]')
    .replace(PASSWORD_HASH, '[password-hash]')
    .replace(BEARER, 'Bearer [token]')
    .replace(COLLECTION_SECRET, '$1[secret]')
    .replace(EMAIL, '[email]');
}

/** A copy of the error safe to log or report: same name, code, constraint and stack, no values. */
export function scrubError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return typeof error === 'string' ? scrubText(error) : '[non-error thrown]';
  const safe = new Error(scrubText(error.message));
  safe.name = error.name;
  safe.stack = error.stack ? scrubText(error.stack.replace(error.message, safe.message)) : undefined;
  const { code, constraint, table, column, routine } = error as Error & Record<string, unknown>;
  Object.assign(safe, Object.fromEntries(Object.entries({ code, constraint, table, column, routine }).filter(([, value]) => value !== undefined)));
  if (error.cause !== undefined && depth < MAX_CAUSES) safe.cause = scrubError(error.cause, depth + 1);
  return safe;
}

/** The request context of a report: the path without its query string (it may hold an e-mail or a token). */
export function scrubContext(context: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(context).map(([key, value]) => [key, typeof value === 'string' ? scrubText(key === 'url' ? value.split('?')[0]! : value) : value]));
}

interface ReportEvent {
  request?: { data?: unknown; cookies?: unknown; query_string?: unknown; headers?: Record<string, string> };
  exception?: { values?: { value?: string }[] };
  message?: string;
  breadcrumbs?: { message?: string; data?: unknown }[];
}

/**
 * Sentry's beforeSend on the server: errors Next reports by itself (onRequestError) bypass reportError, so the
 * event is scrubbed too: no request body, cookies, query string or credentials; messages without values.
 */
export function scrubEvent<E extends ReportEvent>(event: E): E {
  if (event.request) {
    delete event.request.data;
    delete event.request.cookies;
    delete event.request.query_string;
    if (event.request.headers) {
      for (const name of Object.keys(event.request.headers)) {
        if (/^(authorization|cookie|idempotency-key|x-forwarded-for)$/i.test(name)) delete event.request.headers[name];
      }
    }
  }
  for (const exception of event.exception?.values ?? []) if (exception.value) exception.value = scrubText(exception.value);
  if (event.message) event.message = scrubText(event.message);
  for (const crumb of event.breadcrumbs ?? []) {
    if (crumb.message) crumb.message = scrubText(crumb.message);
    delete crumb.data;
  }
  return event;
}
