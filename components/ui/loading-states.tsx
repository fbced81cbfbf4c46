import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/** Grey bars while a block loads; the label is announced to screen readers. */
export function SkeletonLines({ label, lines = 4 }: { label: string; lines?: number }) {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} aria-hidden="true" className="h-10 animate-pulse rounded-md bg-slate-200" />
      ))}
    </div>
  );
}

export function LoadError({ onRetry, message }: { onRetry: () => void; message?: string }) {
  const t = useTranslations('common');
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-slate-800">{message ?? t('loadError')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}
