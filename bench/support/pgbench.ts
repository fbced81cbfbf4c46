// pgbench, installed with PostgreSQL, running a script against a bench's throwaway database: the ceiling a figure
// is compared with (bench/stock.ts: a hot one-row update). bench/sale.ts keeps its own runner, which also reads
// pgbench's per-statement report.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PgbenchRun {
  tps: number;
  /** pgbench's latency average: one script (one transaction) of one client, ms. */
  latencyMs: number;
  /** Each transaction's latency, ms (pgbench -l): for a median, which a few slow fsyncs do not move. */
  latencies: number[];
}

/** Runs `pgbench -n -M extended -l -f script -c clients -j clients -T seconds` against the database at `url`. */
export async function runPgbench(url: URL, script: string, options: { clients: number; seconds: number }): Promise<PgbenchRun> {
  const logs = mkdtempSync(path.join(tmpdir(), 'pgbench-log-'));
  try {
    const run = await spawnPgbench(url, script, options, path.join(logs, 'pgbench'));
    // One line per transaction: client, transaction, latency in µs, script, epoch, µs.
    const latencies = readdirSync(logs).flatMap((file) =>
      readFileSync(path.join(logs, file), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => Number(line.split(' ')[2]) / 1000),
    );
    return { ...run, latencies };
  } finally {
    rmSync(logs, { recursive: true, force: true });
  }
}

/**
 * pgbench's connection options for a database's address, the way the app connects: through the Unix socket's folder
 * when the address names one (`?host=/var/run/postgresql`), else over TCP.
 */
export function pgbenchConnectionArgs(url: URL): string[] {
  return ['-h', url.searchParams.get('host') ?? url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres'), url.pathname.slice(1)];
}

function spawnPgbench(url: URL, script: string, options: { clients: number; seconds: number }, logPrefix: string): Promise<Omit<PgbenchRun, 'latencies'>> {
  const connection = pgbenchConnectionArgs(url);
  const args = ['-n', '-M', 'extended', '-l', '--log-prefix', logPrefix, '-f', script, '-c', String(options.clients), '-j', String(options.clients), '-T', String(options.seconds), ...connection];
  return new Promise((resolve, reject) => {
    const child = spawn('pgbench', args, { env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
      const latency = /latency average = ([\d.]+) ms/.exec(output);
      if (!tps || !latency) return reject(new Error(`pgbench exited with ${code}:\n${output}`));
      resolve({ tps: Number(tps[1]), latencyMs: Number(latency[1]) });
    });
  });
}
