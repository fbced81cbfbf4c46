import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorToast } from '@/components/feedback/use-error-toast';
import { Card } from '@/components/ui/card';
import { EmptyState, LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { Pagination } from '@/components/ui/pagination';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime, formatInteger } from '@/lib/format';
import { asLocale } from '@/lib/i18n/locale';
import { useJournalChecks } from '../api';
import type { JournalCheckView } from '../types';

const PAGE_SIZE = 50;

/** /admin/journal: each organisation's last check of its journal chains, the broken first (issue #27). */
export function JournalChecksAdminScreen() {
  const t = useTranslations('journal.checks');
  const [page, setPage] = useState(1);
  const checks = useJournalChecks(page, PAGE_SIZE);
  useErrorToast(checks.error, 'read');

  let content;
  if (checks.isPending) content = <SkeletonLines label={t('loading')} />;
  else if (checks.isError) content = <LoadError message={t('loadError')} onRetry={() => void checks.refetch()} />;
  else if (checks.data.data.length === 0) content = <EmptyState text={t('none')} />;
  else content = <JournalChecksTable checks={checks.data.data} />;
  const pages = Math.ceil((checks.data?.meta.total ?? 0) / PAGE_SIZE);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <p className="text-slate-700">{t('intro')}</p>
      </header>
      <Card title={t('title')}>
        {content}
        {pages > 1 && <Pagination page={page} pages={pages} onChange={setPage} label={t('pagination')} />}
      </Card>
    </div>
  );
}

function JournalChecksTable({ checks }: { checks: JournalCheckView[] }) {
  const t = useTranslations('journal.checks');
  const locale = asLocale(useLocale());
  return (
    <ScrollRegion label={t('caption')}>
      <table className="w-full min-w-[48rem] text-left">
        <caption className="sr-only">{t('caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-sm text-slate-700">
            <th scope="col" className="py-2 pr-4 font-medium">{t('columns.organisation')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('columns.checkedAt')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('columns.source')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('columns.result')}</th>
            <th scope="col" className="py-2 font-medium">{t('columns.records')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {checks.map((check) => (
            <tr key={check.clientId} className="align-top">
              <th scope="row" className="py-2 pr-4 font-medium text-slate-900">{check.clientName}</th>
              <td className="py-2 pr-4 tabular-nums">{formatDateTime(check.checkedAt, locale)}</td>
              <td className="py-2 pr-4">{t(`source.${check.source}`)}</td>
              <td className="py-2 pr-4"><CheckResult check={check} /></td>
              <td className="py-2">
                <ul>
                  {check.chains.map((chain) => (
                    <li key={chain.chain}>{t('recordsOf', { chain: t(`chain.${chain.chain}`), count: formatInteger(chain.records) })}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Intact, or the first broken record of each broken chain, with why: what an admin reports to the organisation. */
function CheckResult({ check }: { check: JournalCheckView }) {
  const t = useTranslations('journal.checks');
  if (check.intact) return <StatusBadge tone="done" mark="✓">{t('intact')}</StatusBadge>;
  return (
    <div className="flex flex-col items-start gap-1">
      <StatusBadge tone="danger" mark="✕">{t('broken')}</StatusBadge>
      {check.chains.map(
        (chain) =>
          chain.firstBreak && (
            <p key={chain.chain} className="text-sm text-slate-800">
              {t('breakAt', { chain: t(`chain.${chain.chain}`), sequence: chain.firstBreak.sequence, reason: t(`reason.${chain.firstBreak.reason}`) })}
            </p>
          ),
      )}
    </div>
  );
}
