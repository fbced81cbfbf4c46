import * as Sentry from '@sentry/nextjs';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { eventLinks } from '@/features/events';
import { describeError } from '@/lib/errors/describe-error';
import { useErrorCatalogue } from '@/lib/errors/error-catalogue';
import { closingKeys, useClosingTotals } from '../../api';
import { closingWarnings, confirmationTotals } from '../../closing-confirmation';
import { buildClosingPlan } from '../../closing-plan';
import { ClosingRunFailure, confirmClosingRun } from '../../closing-run-api';
import type { ClosingRunView } from '../../types';
import { ClosingWarnings } from './closing-warnings';
import { ConfirmClosingDialog } from './confirm-closing-dialog';
import type { StepProps } from './step-props';

/**
 * "Confirmer la clôture": one call, the closing run (docs/closing.md), with its progress read meanwhile. The run's id
 * is kept with the closing state, so a confirmation cut off (network, closed tab, crash) is confirmed again and the
 * server resumes it without doing a step twice. Before it: what is left undone, each with the way to fix it (closing
 * anyway is a second, explicit choice), then a dialog with the date's totals. On success the state is reset and the
 * manager lands on the settlement, the document the closing made.
 */
export function ConfirmClosing({ data, store, projectId }: StepProps) {
  const t = useTranslations('closing.confirm');
  const catalogue = useErrorCatalogue();
  const router = useRouter();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const runId = store((state) => state.runId);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<ClosingRunView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [acknowledged, setAcknowledged] = useState(false);
  const [asking, setAsking] = useState(false);
  const acknowledgeId = useId();
  const state = store((current) => current);
  const totals = useClosingTotals(data.event.id);
  const warnings = closingWarnings(data, state);
  // The date as it is now, not as the wizard first read it: the shop and the registers may have taken orders since
  // (a spectator paying online while the stands are counted), and the warnings must name them before the closing
  // run refuses them.
  const eventId = data.event.id;
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: closingKeys.data(eventId) });
  }, [queryClient, eventId]);
  const blocked = warnings.length > 0 && !acknowledged;

  async function confirm() {
    setFailure(null);
    setRunning(true);
    const state = store.getState();
    const plan = buildClosingPlan(data, state, state.startRun());
    try {
      await confirmClosingRun(plan, setProgress);
      state.reset();
      await queryClient.invalidateQueries();
      notify.success(t('done', { event: data.event.name }));
      await router.push(eventLinks.settlement(projectId, data.event.id));
    } catch (error) {
      Sentry.captureException(error, { tags: { feature: 'closing' }, extra: { eventId: data.event.id, runId: plan.runId } });
      // A refused step reads as the catalogue says its code; a lost connection as the general failure.
      const stopped = error instanceof ClosingRunFailure ? error : null;
      const described = describeError(stopped ? stopped.reason : error, catalogue, t('failed'));
      const where = stopped?.step ? t('failedAt', { step: t(`steps.${stopped.step}`) }) : null;
      setFailure([where, described.title, described.subtitle].filter(Boolean).join(' '));
      setProgress(null);
      setRunning(false);
    }
  }

  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <ClosingWarnings warnings={warnings} projectId={projectId} eventId={data.event.id} />
      <p className="text-slate-700">{t(runId ? 'resumeIntro' : 'intro')}</p>
      {warnings.length > 0 && (
        <div className="flex min-h-11 items-center gap-3">
          <input id={acknowledgeId} type="checkbox" className="h-5 w-5" checked={acknowledged} onChange={(event) => setAcknowledged(event.target.checked)} />
          <label htmlFor={acknowledgeId} className="text-slate-900">
            {t('anyway', { count: warnings.length })}
          </label>
        </div>
      )}
      <div>
        <Button onClick={() => setAsking(true)} disabled={running || blocked}>
          {running ? t('running') : t(runId ? 'resume' : 'confirm')}
        </Button>
      </div>
      <ConfirmClosingDialog
        open={asking}
        eventName={data.event.name}
        totals={confirmationTotals(data, state, totals.data)}
        loading={totals.isPending}
        failed={totals.isError}
        onConfirm={() => {
          setAsking(false);
          void confirm();
        }}
        onClose={() => setAsking(false)}
      />
      {progress?.step && (
        <div className="flex max-w-xl flex-col gap-1">
          <progress className="h-3 w-full" max={progress.total} value={progress.done} aria-label={t('progress')} />
          <p aria-live="polite" className="text-sm text-slate-700">
            {t('step', { done: progress.done, total: progress.total, step: t(`steps.${progress.step}`) })}
          </p>
        </div>
      )}
      {failure && (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{t('failedTitle')}</p>
          <p>{failure}</p>
          <p>{t('failedRetry')}</p>
        </div>
      )}
    </div>
  );
}
