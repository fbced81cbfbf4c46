import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client/api-error';

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

/** What a page says when the one thing it shows does not exist, or not for this user (the API answers both 404). */
export interface MissingPage {
  /** "Tournée introuvable". */
  title: string;
  /** Why, when the screen can say more than the general sentence. */
  text?: string;
  /** The list the thing belongs to: the way on. Left out where the screen already shows its way back above. */
  back?: { href: string; label: string };
}

/** The API refused for good: the thing does not exist or is not this user's. Retrying cannot help. */
export function isMissing(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 403);
}

interface LoadErrorProps {
  onRetry: () => void;
  message?: string;
  /** The failure: with `missing`, a 404 or 403 shows the not-found state instead of a retry. */
  error?: unknown;
  missing?: MissingPage;
}

/** A load that failed: a network or server fault offers a retry; a missing page says so and shows the way back. */
export function LoadError({ onRetry, message, error, missing }: LoadErrorProps) {
  const t = useTranslations('common');
  if (missing && isMissing(error)) return <NotFoundState {...missing} />;
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-slate-800">{message ?? t('loadError')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

export function NotFoundState({ title, text, back }: MissingPage) {
  const t = useTranslations('common.missing');
  return (
    <div className="flex flex-col items-start gap-3">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-slate-700">{text ?? t('text')}</p>
      {back && (
        <Link href={back.href} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
          <span aria-hidden="true">←&nbsp;</span>
          {back.label}
        </Link>
      )}
    </div>
  );
}
