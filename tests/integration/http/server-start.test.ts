import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');

/** Starts the production server as `npm start` does, with `env`; resolves with how the process ended and what it printed. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const childEnv: NodeJS.ProcessEnv = { NODE_ENV: 'production', PATH: process.env.PATH, NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next', HOST: '127.0.0.1', PORT: '0', ...env };
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env: childEnv });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    // A server that came up despite the failure never exits on its own: stop it, the test then fails on its output.
    const timer = setTimeout(() => child.kill('SIGTERM'), 40_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

// The same on both engines: run once.
describe.runIf(process.env.TEST_DB_ENGINE === 'pglite')('starting the server', () => {
  it('stops with a clear message and exit code 1 when the configuration cannot work, instead of saying it is ready', async () => {
    const { code, output } = await start({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });

    expect(output).toContain('MerchStand cannot start: NEXTAUTH_SECRET is required in production when DATABASE_URL is set');
    expect(output).not.toContain('is ready');
    expect(code).toBe(1);
  }, 60_000);
});
