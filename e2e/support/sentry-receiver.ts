import http from 'node:http';
import { SENTRY_RECEIVER_PORT } from '../../playwright.config';

/**
 * A stand-in for the Sentry host on loopback, up for the whole browser run (the app sends session and trace
 * envelopes on every page). It records what the /monitoring tunnel forwards; GET /__received lists it.
 */
export default async function startSentryReceiver() {
  const received: { url: string; body: string }[] = [];
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/__received') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ url: req.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(SENTRY_RECEIVER_PORT, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
