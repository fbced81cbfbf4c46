import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { eventLinks } from './links';

/** The entry of the closing wizard, until it is built. */
export function ClosingSoon({ projectId, eventId }: { projectId: string; eventId: string }) {
  const t = useTranslations('events.closing');
  return (
    <div className="flex flex-col items-start gap-3">
      <h2 className="text-lg font-semibold">{t('title')}</h2>
      <p className="text-slate-700">{t('text')}</p>
      <Link href={eventLinks.page(projectId, eventId)} className="text-brand-700 underline">
        <span aria-hidden="true">←</span> {t('back')}
      </Link>
    </div>
  );
}
