import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface StepFrameProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Marks the step done and goes on; absent on the summary, which has its own confirmation. */
  onContinue?: () => void;
  /** Why the step cannot be left yet, said next to the disabled button. */
  blocked?: string;
}

/** One step of the closing: its title, what to do, the form, and "Continuer" once it is complete. */
export function StepFrame({ title, intro, children, onContinue, blocked }: StepFrameProps) {
  const t = useTranslations('closing');
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-5">
      <header className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-xl font-semibold">
          {title}
        </h2>
        {intro && <p className="text-slate-700">{intro}</p>}
      </header>
      {children}
      {onContinue && (
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
          <Button onClick={onContinue} disabled={Boolean(blocked)} aria-describedby={blocked ? `${id}-blocked` : undefined}>
            {t('continue')}
          </Button>
          {blocked && (
            <p id={`${id}-blocked`} className="text-sm text-slate-700">
              {blocked}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
