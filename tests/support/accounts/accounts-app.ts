import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../test-app';

export interface AccountsTestApp extends TestApp {
  /** This file's own DATA_DIR: the mail outbox and the uploaded images live under it. */
  dataDir: string;
}

/**
 * startTestApp() with two settings test-app.ts leaves alone, made before the server starts:
 * - a fresh DATA_DIR per test file, so the outbox and the stored images are this file's alone;
 * - TRUST_PROXY=1, so each test picks its client IP with X-Forwarded-For: the abuse limits count per IP,
 *   every test comes from 127.0.0.1, and on PostgreSQL the limit counters are shared by every file of the run.
 * `env` adds or removes variables for this file (e.g. SMTP_URL); the server reads them in this process.
 */
export async function startAccountsApp(env: Record<string, string | undefined> = {}): Promise<AccountsTestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'merch-accounts-tests-'));
  process.env.DATA_DIR = dataDir;
  process.env.TRUST_PROXY = '1';
  delete process.env.SMTP_URL;
  for (const [name, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  const app = await startTestApp();
  return {
    ...app,
    dataDir,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A client IP nobody else uses (only a header value: no traffic goes there). Random rather than counted,
 * because on PostgreSQL the files of a run share the limit counters.
 */
export function freshIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** The header that makes a call come from `ip` (believed because TRUST_PROXY=1). */
export function fromIp(ip: string): Record<string, string> {
  return { 'X-Forwarded-For': ip };
}
