import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { SignUpStepId } from './steps';

/** Where the user is in the sign-up: done steps carry a tick, the current one is marked with aria-current. */
export function StepIndicator({ steps, current }: { steps: SignUpStepId[]; current: number }) {
  const t = useTranslations('accounts.signUp');
  return (
    <nav aria-label={t('stepsLabel')}>
      <ol className="grid grid-cols-4">
        {steps.map((step, index) => {
          const done = index < current;
          const isCurrent = index === current;
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              className={clsx(
                'relative flex flex-col items-center gap-1 px-1 text-center',
                // The line from the previous step, drawn behind the circles.
                index > 0 && 'before:absolute before:top-4 before:right-1/2 before:h-0.5 before:w-full before:-translate-y-1/2',
                index > 0 && (index <= current ? 'before:bg-brand-700' : 'before:bg-slate-300'),
              )}
            >
              <span
                aria-hidden="true"
                className={clsx(
                  'relative z-10 flex h-8 w-8 items-center justify-center rounded-full border-2 text-sm font-semibold',
                  done && 'border-brand-700 bg-brand-700 text-white',
                  isCurrent && 'border-brand-700 bg-white text-brand-700',
                  !done && !isCurrent && 'border-slate-400 bg-white text-slate-600',
                )}
              >
                {done ? (
                  <svg viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2.5}>
                    <path d="M4 10.5l4 4 8-9" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                ) : (
                  index + 1
                )}
              </span>
              <span className={clsx('text-xs sm:text-sm', isCurrent ? 'font-semibold text-slate-900' : 'text-slate-700')}>
                {t(`steps.${step}`)}
                {done && <span className="sr-only"> {t('stepDone')}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
