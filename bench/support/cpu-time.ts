// CPU time spent over a bench's window, by whom: this process's server thread, the rest of this process (the load's
// worker, the garbage collector's and libuv's threads), and PostgreSQL's processes on this machine. Linux only (/proc):
// elsewhere the figures are missing, not wrong.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface CpuTimes {
  /** Milliseconds of CPU, user and system. */
  serverThread: number;
  process: number;
  postgres: number;
}

let tickMs: number | undefined;

/** One clock tick of /proc's counters, in milliseconds (100 ticks a second on every Linux we run). */
function clockTickMs(): number {
  tickMs ??= 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  return tickMs;
}

/** utime + stime of a /proc stat file, in milliseconds; 0 if it is gone (a process that ended). */
function cpuMsOf(statFile: string): number {
  try {
    const stat = readFileSync(statFile, 'utf8');
    // The fields after the command's name, which may hold spaces: state is the first, utime the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * clockTickMs();
  } catch {
    return 0;
  }
}

function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuMsOf(`/proc/${entry}/stat`);
    } catch {
      // Ended between the listing and the read.
    }
  }
  return total;
}

/** The counters now; `cpuSince(start)` gives what was spent since. Null off Linux. */
export function cpuNow(): CpuTimes | null {
  if (process.platform !== 'linux') return null;
  const usage = process.cpuUsage();
  return { serverThread: cpuMsOf(`/proc/self/task/${process.pid}/stat`), process: (usage.user + usage.system) / 1000, postgres: postgresCpuMs() };
}

export function cpuSince(start: CpuTimes | null): CpuTimes | null {
  const end = cpuNow();
  if (!start || !end) return null;
  return { serverThread: end.serverThread - start.serverThread, process: end.process - start.process, postgres: end.postgres - start.postgres };
}
