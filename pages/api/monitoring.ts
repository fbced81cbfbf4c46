import type { NextApiRequest, NextApiResponse } from 'next';
import { readRawBody } from '@/lib/http/read-raw-body';
import { parseDsn, sentryEnvelopeUrl } from '@/lib/monitoring/dsn';

export const config = { api: { bodyParser: false } };

const MAX_ENVELOPE_BYTES = 20 * 1024 * 1024;

/**
 * The same-origin tunnel for error-reporting events (spec §2, /monitoring is rewritten here).
 * GET tells the browser whether reporting is on. POST forwards an envelope to the configured DSN's host,
 * and only there: an envelope naming another DSN is refused, so the tunnel cannot be used as an open relay.
 */
export default async function monitoring(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const dsn = process.env.SENTRY_DSN ? parseDsn(process.env.SENTRY_DSN) : null;
  if (req.method === 'GET') {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.status(200).json({ dsn: dsn ? process.env.SENTRY_DSN : null, environment: process.env.SENTRY_ENVIRONMENT ?? process.env.NODE_ENV });
    return;
  }
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'GET, POST');
    res.status(405).json({ errorCode: 'METHOD_NOT_ALLOWED' });
    return;
  }
  if (!dsn) {
    res.status(404).json({ errorCode: 'NOT_FOUND' });
    return;
  }
  const envelope = await readRawBody(req, MAX_ENVELOPE_BYTES).catch(() => null);
  const claimed = envelope ? envelopeDsn(envelope) : null;
  if (!envelope || !claimed || claimed.host !== dsn.host || claimed.projectId !== dsn.projectId) {
    res.status(400).json({ errorCode: 'VALIDATION_ERRORS', fields: ['envelope'] });
    return;
  }
  try {
    const upstream = await fetch(sentryEnvelopeUrl(dsn), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-sentry-envelope' },
      body: new Uint8Array(envelope),
    });
    res.status(upstream.status).end();
  } catch (error) {
    console.error('[monitoring] the error-reporting host cannot be reached', error);
    res.status(502).json({ errorCode: 'UNEXPECTED_ERROR' });
  }
}

/** The DSN an envelope names in its first line (the SDK adds it when a tunnel is used). */
function envelopeDsn(envelope: Buffer) {
  const end = envelope.indexOf(10);
  try {
    const header = JSON.parse(envelope.subarray(0, end === -1 ? envelope.length : end).toString('utf8')) as { dsn?: unknown };
    return typeof header.dsn === 'string' ? parseDsn(header.dsn) : null;
  } catch {
    return null;
  }
}
