import { useTranslations } from 'next-intl';

/** Shown while the session loads (spec §2). */
export function FullScreenLoader() {
  const t = useTranslations('common');
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 flex flex-col items-center justify-center gap-4 bg-slate-50">
      <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-brand-600 border-t-transparent" />
      <span className="text-slate-700">{t('loading')}</span>
    </div>
  );
}
