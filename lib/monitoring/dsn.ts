export interface Dsn {
  protocol: string;
  host: string;
  pathPrefix: string;
  projectId: string;
}

/** Splits a Sentry DSN (`https://publicKey@host/path/projectId`); null when it is not one. */
export function parseDsn(value: string): Dsn | null {
  try {
    const url = new URL(value);
    const segments = url.pathname.split('/').filter(Boolean);
    const projectId = segments.pop();
    if (!url.username || !projectId) return null;
    return { protocol: url.protocol, host: url.host, pathPrefix: segments.length ? `/${segments.join('/')}` : '', projectId };
  } catch {
    return null;
  }
}

export function sentryEnvelopeUrl(dsn: Dsn): string {
  return `${dsn.protocol}//${dsn.host}${dsn.pathPrefix}/api/${dsn.projectId}/envelope/`;
}
