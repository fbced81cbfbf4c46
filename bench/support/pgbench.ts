// pgbench, installed with PostgreSQL, running a script against a bench's throwaway database: the ceiling a figure
// is compared with (bench/stock.ts: a hot one-row update). bench/sale.ts keeps its own runner, which also reads
// pgbench's per-statement report.
import { spawn } from 'node:child_process';

export interface PgbenchRun {
  tps: number;
  /** pgbench's latency average: one script (one transaction) of one client, ms. */
  latencyMs: number;
}

/** Runs `pgbench -n -M extended -f script -c clients -j clients -T seconds` against the database at `url`. */
export function runPgbench(url: URL, script: string, options: { clients: number; seconds: number }): Promise<PgbenchRun> {
  const connection = ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username || 'postgres'), url.pathname.slice(1)];
  const args = ['-n', '-M', 'extended', '-f', script, '-c', String(options.clients), '-j', String(options.clients), '-T', String(options.seconds), ...connection];
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
