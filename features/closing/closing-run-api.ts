import { ApiError, apiFetch } from '@/lib/api-client';
import type { ClosingPlan, ClosingRunStep, ClosingRunView } from './types';

/** A closing run that stopped: the refusal (or the lost connection) and the step it stopped at, when known. */
export class ClosingRunFailure extends Error {
  constructor(
    readonly reason: unknown,
    readonly step: ClosingRunStep | null,
  ) {
    super(`Closing run failed${step ? ` at ${step}` : ''}`);
    this.name = 'ClosingRunFailure';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const runsPath = (eventId: string) => `/v1/events/${eventId}/closing-runs`;
const readRun = (plan: ClosingPlan) => apiFetch<ClosingRunView>(`${runsPath(plan.eventId)}/${plan.runId}`);

/**
 * Confirms the closing with one call (POST /v1/events/{id}/closing-runs, docs/closing.md) and reports its progress
 * read meanwhile (GET …/{runId}). When another request (another tab) is at the same run, asks again until it ends.
 * The plan's run id is the wizard's: the same plan sent again resumes the run where it stopped.
 */
export async function confirmClosingRun(plan: ClosingPlan, onProgress: (run: ClosingRunView) => void, pollMs = 500): Promise<ClosingRunView> {
  let ended = false;
  const follow = async () => {
    while (!ended) {
      await sleep(pollMs);
      const run = ended ? null : await readRun(plan).catch(() => null);
      if (run && !ended) onProgress(run);
    }
  };
  void follow();
  try {
    const post = () => apiFetch<ClosingRunView>(runsPath(plan.eventId), { method: 'POST', body: plan });
    let run = await post();
    // Asked again, not only read: a run whose request died is taken over once its heartbeat is old.
    while (run.status === 'running') {
      await sleep(pollMs * 4);
      run = await post();
    }
    if (run.status === 'failed') throw new ApiError(409, { errorCode: run.errorCode, fields: run.fields });
    onProgress(run);
    return run;
  } catch (error) {
    ended = true;
    const run = await readRun(plan).catch(() => null);
    throw new ClosingRunFailure(error, run?.step ?? null);
  } finally {
    ended = true;
  }
}
