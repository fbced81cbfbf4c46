import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { withMessages } from '@/lib/i18n/with-messages';
import { transferLinks } from './links';
import { transfersMessages } from './messages';

function DispatchLink({ projectId, eventId }: { projectId: string; eventId: string }) {
  const t = useTranslations('transfers.dispatch');
  return (
    <Link href={transferLinks.dispatch(projectId, eventId)} className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
      {t('open')}
    </Link>
  );
}

/** The event page's way to the dispatch plan; it carries its own texts, so the event page needs no other namespace. */
export const DispatchStockLink = withMessages(DispatchLink, transfersMessages);
