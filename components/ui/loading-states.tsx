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

/** The way forward out of an empty list: a link to a page, or a button that opens a dialog. */
export type EmptyStateAction = { label: string; href: string } | { label: string; onClick: () => void };

/**
 * A list with nothing in it yet: what is missing and, when there is an obvious next step, the action that takes it
 * (a new user must never face an empty box with no way on). The action's label differs from the page's own button,
 * "Créer ma première tournée" rather than "Nouvelle tournée", so that each control keeps a name of its own.
 */
export function EmptyState({ text, action }: { text: string; action?: EmptyStateAction }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
      <p className="text-slate-700">{text}</p>
      {action &&
        ('href' in action ? (
          <Link href={action.href} className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
            {action.label}
          </Link>
        ) : (
          <Button onClick={action.onClick}>{action.label}</Button>
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
