import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

export function Pagination({ page, pages, onChange, label }: { page: number; pages: number; onChange: (page: number) => void; label?: string }) {
  const t = useTranslations('common.pagination');
  return (
    <nav aria-label={label ?? t('label')} className="flex items-center justify-between gap-4">
      <Button variant="secondary" onClick={() => onChange(page - 1)} disabled={page <= 1}>
        <span aria-hidden="true">←</span> {t('previous')}
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('page', { page, pages })}
      </p>
      <Button variant="secondary" onClick={() => onChange(page + 1)} disabled={page >= pages}>
        {t('next')} <span aria-hidden="true">→</span>
      </Button>
    </nav>
  );
}
