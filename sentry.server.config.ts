import * as Sentry from '@sentry/nextjs';
import { scrubEvent } from './lib/monitoring/scrub';

// Loaded by instrumentation.ts only when SENTRY_DSN is set: without it nothing is sent.
Sentry.init({
  dsn: process.env.SENTRY_DSN,
  environment: process.env.SENTRY_ENVIRONMENT ?? process.env.NODE_ENV,
  tracesSampleRate: 1.0, // spec §9: traces sampled at 100 %
  // No request body, credentials or query values in a report (lib/monitoring/scrub.ts).
  beforeSend: (event) => scrubEvent(event),
});
