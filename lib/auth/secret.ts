import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

let cached: string | undefined;

/**
 * The secret that signs sessions and API tokens.
 * A real deployment (production on PostgreSQL) must set NEXTAUTH_SECRET, shared by every app instance.
 * The embedded mode generates one on first start and keeps it beside the database, so sessions survive restarts.
 */
export function getAuthSecret(env: NodeJS.ProcessEnv = process.env): string {
  if (env.NEXTAUTH_SECRET) return env.NEXTAUTH_SECRET;
  if (cached) return cached;
  if (env.NODE_ENV === 'production' && env.DATABASE_URL) {
    throw new Error('NEXTAUTH_SECRET is required in production when DATABASE_URL is set (see README, Configuration).');
  }
  const dataDir = env.DATA_DIR ?? 'data';
  const file = path.join(dataDir, 'auth-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  cached = readFileSync(file, 'utf8').trim();
  return cached;
}
