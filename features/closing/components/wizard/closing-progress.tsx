import clsx from 'clsx';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { stepKey, type ClosingStep } from '../../closing-flow';
import { closingLinks } from '../../links';
import type { ClosingStand } from '../../types';

interface ClosingProgressProps {
  projectId: string;
  eventId: string;
  steps: ClosingStep[];
  stands: ClosingStand[];
  done: readonly string[];
  reachable: Set<string>;
  current: ClosingStep;
}

/**
 * The steps in their order, each stand's under its name: done ones are links back, the current one is marked, the
 * ones to come are plain text until the ones before them are done.
 */
export function ClosingProgress({ projectId, eventId, steps, stands, done, reachable, current }: ClosingProgressProps) {
  const t = useTranslations('closing');
  const groups: { standId: string | null; steps: ClosingStep[] }[] = [];
  for (const step of steps) {
    const last = groups[groups.length - 1];
    if (last && last.standId === step.standId) last.steps.push(step);
    else groups.push({ standId: step.standId, steps: [step] });
  }
  const standName = (id: string) => stands.find((stand) => stand.id === id)?.name ?? '';

  return (
    <nav aria-label={t('progressLabel')}>
      <ol className="flex flex-col gap-3">
        {groups.map((group) => (
          <li key={`${group.standId ?? 'event'}-${stepKey(group.steps[0]!)}`}>
            {group.standId && <p className="mb-1 text-sm font-semibold text-slate-900">{standName(group.standId)}</p>}
            <ol className={clsx('flex flex-col gap-1', group.standId && 'border-l-2 border-slate-200 pl-3')}>
              {group.steps.map((step) => {
                const key = stepKey(step);
                const isCurrent = key === stepKey(current);
                const isDone = done.includes(key);
                const label = t(`stepNames.${step.step}`);
                const status = isDone ? t('stepDone') : isCurrent ? t('stepCurrent') : t('stepTodo');
                return (
                  <li key={key}>
                    {reachable.has(key) && !isCurrent ? (
                      <Link href={closingLinks.step(projectId, eventId, key)} className="inline-flex min-h-11 items-center gap-2 text-brand-700 underline">
                        <span aria-hidden="true">{isDone ? '✓' : '•'}</span>
                        {label}
                        <span className="sr-only"> ({status})</span>
                      </Link>
                    ) : (
                      <span aria-current={isCurrent ? 'step' : undefined} className={clsx('inline-flex min-h-11 items-center gap-2', isCurrent ? 'font-semibold text-slate-900' : 'text-slate-600')}>
                        <span aria-hidden="true">{isDone ? '✓' : isCurrent ? '→' : '○'}</span>
                        {label}
                        <span className="sr-only"> ({status})</span>
                      </span>
                    )}
                  </li>
                );
              })}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
}
