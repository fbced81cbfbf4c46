import * as Sentry from '@sentry/nextjs';

/** Spec §9 telemetry. The replay idle pause (5 min) and idle expiry (15 min) are the SDK's own constants. */
export const replayOptions = {
  maskAllText: true,
  maskAllInputs: true,
  blockAllMedia: true,
  maxReplayDuration: 60 * 60 * 1000,
};

/**
 * Started by instrumentation-client.ts once the server has said a DSN is configured, so that pages
 * carry no Sentry code at all when error reporting is off. Events go through the same-origin tunnel.
 */
export function initSentryClient(dsn: string, environment?: string): void {
  Sentry.init({
    dsn,
    environment,
    tunnel: '/monitoring',
    tracesSampleRate: 1.0,
    replaysSessionSampleRate: 0.01,
    replaysOnErrorSampleRate: 1.0,
    integrations: [Sentry.replayIntegration(replayOptions)],
  });
}
