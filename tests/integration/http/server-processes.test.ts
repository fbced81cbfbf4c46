import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');

/** The server processes the primary runs now (its children). */
function serverProcesses(primary: ChildProcess): number[] {
  const out = execFileSync('ps', ['-o', 'pid=', '--ppid', String(primary.pid)], { encoding: 'utf8' }).trim();
  return out ? out.split(/\s+/).map(Number) : [];
}

async function until(condition: () => boolean, what: string, seconds = 120): Promise<void> {
  for (let waited = 0; waited < seconds * 10; waited += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`still waiting for ${what}`);
}

// Several processes exist on PostgreSQL only (PGlite allows one).
describe.runIf(process.env.TEST_DB_ENGINE === 'postgres')('npm start on PostgreSQL with WEB_CONCURRENCY=2', () => {
  const name = `merch_processes_${process.pid}_${Date.now()}`;
  const adminUrl = process.env.TEST_DATABASE_URL!;
  let admin: pg.Client;
  let primary: ChildProcess;
  let output = '';

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // A fresh database: the leader's migrations must be done before the other process opens it.
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: url.toString(),
      NEXTAUTH_SECRET: 'a-test-secret-of-enough-length-for-the-server-0123456789',
      NEXTAUTH_URL: 'http://localhost:3000',
      SEED_DEMO: '1',
      WEB_CONCURRENCY: '2',
    };
    primary = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env });
    primary.stdout!.on('data', (chunk) => (output += chunk));
    primary.stderr!.on('data', (chunk) => (output += chunk));
  }, 30_000);

  afterAll(async () => {
    if (primary.exitCode === null) primary.kill('SIGKILL');
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('migrates and seeds once, serves from two processes, replaces one that dies, and stops them all on SIGTERM', async () => {
    await until(() => output.includes('Demo accounts'), 'the leader to be ready');
    await until(() => serverProcesses(primary).length === 2, 'the second process');
    // A follower that stops before it is ready is a broken start (everything stops): it is killed once it serves.
    await until(() => output.includes('A server process (follower) is ready'), 'the follower to be ready');
    expect(output).not.toContain('cannot start');
    const port = Number(/ready on http:\/\/localhost:(\d+) \(2 server processes\)/.exec(output)?.[1]);
    expect(port).toBeGreaterThan(0);
    // Once: the leader alone seeded and printed the banner.
    expect(output.split('Demo accounts').length - 1).toBe(1);

    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/api/v1/shop-pages/none`).then((response) => response.status)));
    expect(answers).toEqual(Array(20).fill(404));

    const [first, second] = serverProcesses(primary);
    process.kill(second!, 'SIGKILL');
    await until(() => output.includes('stopped (SIGKILL): starting another'), 'the replacement');
    await until(() => serverProcesses(primary).length === 2 && serverProcesses(primary).includes(first!), 'two processes again');
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/shop-pages/none`)).status).toBe(404);

    const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).not.toContain('[unexpected-error]');
  }, 240_000);
});
