import type { Executor } from '@/lib/db';
import type { ClosingRunStep } from '../../types';
import { recordProgress } from './closing-run-record';

/** What every step of a run needs: the database, the run's id (kept on what it writes), its event, its progress. */
export interface RunContext {
  db: Executor;
  id: string;
  eventId: string;
  /** Runs one step, then counts it done (one write, which is also the run's heartbeat). */
  step: <T>(name: ClosingRunStep, work: () => Promise<T>) => Promise<T>;
  /** Counts steps that had nothing to do (a stand with nothing to count, a count finished already). */
  skip: (...names: ClosingRunStep[]) => Promise<void>;
  /** The step under way: where the run stopped, when it fails. */
  current: () => ClosingRunStep | null;
}

export function runContextOf(db: Executor, id: string, eventId: string, total: number): RunContext {
  let done = 0;
  let current: ClosingRunStep | null = null;
  const count = async (names: ClosingRunStep[]) => {
    done = Math.min(done + names.length, total);
    await recordProgress(db, id, { step: names.at(-1)!, done, total });
  };
  return {
    db,
    id,
    eventId,
    step: async (name, work) => {
      current = name;
      const result = await work();
      await count([name]);
      return result;
    },
    skip: (...names) => count(names),
    current: () => current,
  };
}
