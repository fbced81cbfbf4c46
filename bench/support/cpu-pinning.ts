// Gives the system under measure (PostgreSQL and the server processes) fewer cores than the machine has, so that a
// bench can ask whether the throughput grows with the cores on a machine with only two: the same run on one core,
// then on two. Uses util-linux's `taskset`; PostgreSQL's processes can be pinned only by their owner or root.
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/** `0`, `0-1`: the first `cores` cores, as taskset writes a list. */
export const coreList = (cores: number) => (cores === 1 ? '0' : `0-${cores - 1}`);

const postgresPids = () =>
  execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);

/**
 * Pins every PostgreSQL process (the postmaster too: the connections it forks later inherit its cores) to the first
 * `cores` cores. Answers how to give them every core back, or null when they could not be pinned (not their owner).
 */
export function pinPostgres(cores: number): (() => void) | null {
  // A connection may end between the listing and its pinning: a process that could not be pinned is skipped.
  const pin = (list: string) =>
    postgresPids().filter((pid) => {
      try {
        execFileSync('taskset', ['-a', '-p', '-c', list, pid], { stdio: 'ignore' });
        return true;
      } catch {
        return false;
      }
    }).length;
  if (!pin(coreList(cores))) return null;
  return () => void pin(coreList(availableParallelism()));
}

/** The command that runs `command` on the first `cores` cores (its children inherit them). */
export function onCores(cores: number | undefined, command: string, args: string[]): [string, string[]] {
  return cores === undefined ? [command, args] : ['taskset', ['-c', coreList(cores), command, ...args]];
}
