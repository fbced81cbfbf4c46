
/** Sends an unexpected server error to Sentry when a DSN is configured; always logs it. */
export async function reportError(error: unknown, context: Record<string, unknown> = {}): Promise<void> {
  console.error('[unexpected-error]', context, error);
  if (!process.env.SENTRY_DSN) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureException(error, { extra: context });
}
