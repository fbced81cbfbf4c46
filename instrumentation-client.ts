// Runs in the browser before the app hydrates. Error reporting is configured at run time by the server
// (GET /monitoring), so one build serves every environment and the Sentry SDK is fetched only when enabled.
async function startErrorReporting(): Promise<void> {
  try {
    const response = await fetch('/monitoring', { headers: { accept: 'application/json' } });
    if (!response.ok) return;
    const { dsn, environment } = (await response.json()) as { dsn: string | null; environment?: string };
    if (!dsn) return;
    const { initSentryClient } = await import('./sentry.client.config');
    initSentryClient(dsn, environment);
  } catch {
    // Error reporting must never break the app.
  }
}

void startErrorReporting();
