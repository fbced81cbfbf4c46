import * as Sentry from '@sentry/nextjs';

// Loaded by instrumentation.ts only when SENTRY_DSN is set: without it nothing is sent.
Sentry.init({
  dsn: process.env.SENTRY_DSN,
  environment: process.env.SENTRY_ENVIRONMENT ?? process.env.NODE_ENV,
  tracesSampleRate: 1.0, // spec §9: traces sampled at 100 %
});
