import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app';

/*
 * The error-reporting tunnel's public address, /monitoring (spec §2), is answered by pages/api/monitoring.ts. It was
 * rewritten by the middleware into an absolute URL, which Next proxied to the server itself over HTTP: each report
 * crossed the server twice, and each proxied answer left a listener on its keep-alive connection.
 */
let app: TestApp;
const warnings: Error[] = [];
const onWarning = (warning: Error) => void warnings.push(warning);

beforeAll(async () => {
  process.env.SENTRY_DSN = 'http://publickey@127.0.0.1:9/7';
  process.env.SENTRY_ENVIRONMENT = 'integration';
  app = await startTestApp();
  process.on('warning', onWarning);
});
afterAll(async () => {
  process.off('warning', onWarning);
  delete process.env.SENTRY_DSN;
  delete process.env.SENTRY_ENVIRONMENT;
  await app?.close();
});

/** A GET over the agent's kept-alive connection, its status, headers and body (JSON when it is). */
function get(agent: http.Agent, path: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: unknown }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${app.baseUrl}${path}`, { agent, headers: { accept: 'application/json' } }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: jsonOrText(text) }));
      })
      .on('error', reject);
  });
}

function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

describe('the error-reporting tunnel at /monitoring', () => {
  it('answers whether reporting is on, from the server itself, however often one connection asks', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let request = 0; request < 15; request += 1) {
        const answer = await get(agent, request % 2 ? '/monitoring?from=page' : '/monitoring');
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ dsn: 'http://publickey@127.0.0.1:9/7', environment: 'integration' });
        // Rewritten before Next, not by a middleware rewrite Next would proxy.
        expect(answer.headers['x-middleware-rewrite']).toBeUndefined();
      }
    } finally {
      agent.destroy();
    }
    expect(warnings.filter((warning) => warning.name === 'MaxListenersExceededWarning')).toEqual([]);
  });

  it('keeps its other addresses to themselves: /monitoring/x and /api/monitoring are what they are', async () => {
    const agent = new http.Agent({ keepAlive: false });
    expect((await get(agent, '/api/monitoring')).status).toBe(200);
    const nested = await fetch(`${app.baseUrl}/monitoring/x`);
    expect(nested.status).toBe(404);
  });
});
