import { scrubContext, scrubError } from './scrub';

/**
 * Logs an unexpected server error and sends it to Sentry when a DSN is configured, scrubbed first: no query
 * parameters, request bodies, password hashes or e-mail addresses reach a log or a report (lib/monitoring/scrub.ts).
 */
export async function reportError(error: unknown, context: Record<string, unknown> = {}): Promise<void> {
  const safeError = scrubError(error);
  const safeContext = scrubContext(context);
  console.error('[unexpected-error]', safeContext, safeError);
  if (!process.env.SENTRY_DSN) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureException(safeError, { extra: safeContext });
}
