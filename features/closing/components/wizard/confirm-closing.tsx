import * as Sentry from '@sentry/nextjs';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useMessages, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { eventLinks } from '@/features/events';
import { ApiError } from '@/lib/api-client';
import { describeError, type ErrorCatalogue } from '@/lib/errors/describe-error';
import { closingApiCall } from '../../api';
import { buildClosingPlan } from '../../closing-plan';
import { ClosingRunError, confirmClosing, type ClosingProgress as RunProgress } from '../../confirm-closing';
import type { StepProps } from './step-props';

/**
 * "Confirmer la clôture": runs the confirmation's calls in the spec's order with their progress. The run's id is kept
 * with the closing state, so a confirmation cut off (network, closed tab, crash) is confirmed again and finishes the
 * job without doing a step twice. On success the state is reset and the manager is back on the event's page.
 */
export function ConfirmClosing({ data, store, projectId }: StepProps) {
  const t = useTranslations('closing.confirm');
  const catalogue = useMessages().errors as ErrorCatalogue;
  const router = useRouter();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const runId = store((state) => state.runId);
  const [progress, setProgress] = useState<RunProgress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setFailure(null);
    const state = store.getState();
    const plan = buildClosingPlan(data, state, state.startRun());
    try {
      await confirmClosing(plan, closingApiCall, setProgress);
      state.reset();
      await queryClient.invalidateQueries();
      notify.success(t('done', { event: data.event.name }));
      await router.push(eventLinks.page(projectId, data.event.id));
    } catch (error) {
      Sentry.captureException(error, { tags: { feature: 'closing' }, extra: { eventId: data.event.id, runId: plan.runId } });
      // A refused step reads as the catalogue says its code; a lost connection as the general failure.
      const refusal = error instanceof ClosingRunError && error.status ? new ApiError(error.status, { errorCode: error.errorCode, fields: error.fields }) : error;
      const described = describeError(refusal, catalogue, t('failed'));
      const where = error instanceof ClosingRunError ? t('failedAt', { step: t(`steps.${error.step}`) }) : null;
      setFailure([where, described.title, described.subtitle].filter(Boolean).join(' '));
      setProgress(null);
    }
  }

  const running = progress !== null;
  return (
    <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <p className="text-slate-700">{t(runId ? 'resumeIntro' : 'intro')}</p>
      <div>
        <Button onClick={() => void confirm()} disabled={running}>
          {running ? t('running') : t(runId ? 'resume' : 'confirm')}
        </Button>
      </div>
      {progress && (
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
