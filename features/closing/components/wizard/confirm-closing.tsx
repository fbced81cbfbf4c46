import * as Sentry from '@sentry/nextjs';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useMessages, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { eventLinks } from '@/features/events';
import { describeError, type ErrorCatalogue } from '@/lib/errors/describe-error';
import { buildClosingPlan } from '../../closing-plan';
import { ClosingRunFailure, confirmClosingRun } from '../../closing-run-api';
import type { ClosingRunView } from '../../types';
import type { StepProps } from './step-props';

/**
 * "Confirmer la clôture": one call, the closing run (docs/closing.md), with its progress read meanwhile. The run's id
 * is kept with the closing state, so a confirmation cut off (network, closed tab, crash) is confirmed again and the
 * server resumes it without doing a step twice. On success the state is reset and the manager is back on the event's page.
 */
export function ConfirmClosing({ data, store, projectId }: StepProps) {
  const t = useTranslations('closing.confirm');
  const catalogue = useMessages().errors as ErrorCatalogue;
  const router = useRouter();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const runId = store((state) => state.runId);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<ClosingRunView | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

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
      await router.push(eventLinks.page(projectId, data.event.id));
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
      <p className="text-slate-700">{t(runId ? 'resumeIntro' : 'intro')}</p>
      <div>
        <Button onClick={() => void confirm()} disabled={running}>
          {running ? t('running') : t(runId ? 'resume' : 'confirm')}
        </Button>
      </div>
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
