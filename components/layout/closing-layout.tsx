import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';

/** The extra frame of the event closing wizard, inside the dashboard layout (spec §2). */
export function ClosingLayout({ children }: { children: ReactNode }) {
  const t = useTranslations('common');
  return (
    <section aria-labelledby="closing-title" className="rounded-lg border border-slate-200 bg-white p-6">
      <h1 id="closing-title" className="mb-4 text-xl font-semibold">
        {t('closing.title')}
      </h1>
      {children}
    </section>
  );
}
