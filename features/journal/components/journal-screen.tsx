import { useTranslations } from 'next-intl';
import { useErrorToast } from '@/components/feedback/use-error-toast';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { useCurrentUser } from '@/features/auth';
import { AccountingSection } from './accounting-section';
import { ArchivesSection } from './archives-section';
import { ClosingsSection } from './closings-section';

/**
 * /dashboard/journal: the organisation's sales journal for its managers (issue #27, docs/journal.md): the closings
 * (Z) of its stands and of the organisation, closed on request, downloaded; the accountant's FEC; the chains' check.
 */
export function JournalScreen() {
  const t = useTranslations('journal.screen');
  const user = useCurrentUser();
  useErrorToast(user.error, 'read');

  let content;
  if (user.isPending) content = <SkeletonLines label={t('closings.loading')} lines={6} />;
  else if (!user.data) content = <LoadError onRetry={() => void user.refetch()} />;
  else if (user.data.role !== 'client' || !user.data.clientId) content = <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">{t('notManager')}</p>;
  else
    content = (
      <>
        <ClosingsSection />
        <AccountingSection />
        <ArchivesSection />
      </>
    );

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <p className="text-slate-700">{t('intro')}</p>
      </header>
      {content}
    </div>
  );
}
