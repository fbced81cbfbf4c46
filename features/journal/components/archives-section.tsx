import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useErrorToast } from '@/components/feedback/use-error-toast';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { EmptyState, LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { toParisDate } from '@/lib/datetime/paris-time';
import { formatDecimal } from '@/lib/format';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { shortHashOf } from '@/lib/journal/short-hash';
import { useArchivePeriod, useArchives, useDownloadArchive } from '../api';

/** Last month, "2026-10": the one a manager most likely archives by hand (the nightly job does it too). */
function lastMonth(): string {
  const [year, month] = toParisDate(new Date()).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** The organisation's signed archives: the list with each zip to download, and a closed month archived on request. */
export function ArchivesSection() {
  const t = useTranslations('journal.screen.archives');
  const notify = useNotify();
  const { formatDateTime } = useDateFormat();
  const archives = useArchives();
  const archive = useArchivePeriod();
  const download = useDownloadArchive();
  const [month, setMonth] = useState(lastMonth);
  useErrorToast(archives.error, 'read');

  const onArchive = (event: FormEvent) => {
    event.preventDefault();
    archive.mutate({ period: 'month', key: month }, { onSuccess: (made) => notify.success(t('archived', { key: made.key })), onError: (error) => notify.error(error, { operation: 'create' }) });
  };

  return (
    <section aria-labelledby="journal-archives" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="journal-archives" className="text-xl font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="text-slate-700">{t('intro')}</p>
      <form onSubmit={onArchive} className="flex flex-wrap items-end gap-3" aria-label={t('archiveMonth')}>
        <TextField label={t('month')} type="month" value={month} required onChange={(event) => setMonth(event.target.value)} />
        <Button type="submit" variant="secondary" disabled={archive.isPending}>
          {archive.isPending ? t('archiving') : t('archive')}
        </Button>
      </form>
      {archives.isPending ? (
        <SkeletonLines label={t('loading')} />
      ) : archives.isError ? (
        <LoadError onRetry={() => void archives.refetch()} />
      ) : archives.data.data.length === 0 ? (
        <EmptyState text={t('empty')} />
      ) : (
        <ScrollRegion label={t('caption')}>
          <table className="w-full min-w-[48rem] text-left">
            <caption className="sr-only">{t('caption')}</caption>
            <thead>
              <tr className="border-b border-slate-200 text-sm text-slate-700">
                <th scope="col" className="py-2 pr-4 font-medium">{t('period')}</th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">{t('records')}</th>
                <th scope="col" className="py-2 pr-4 font-medium">{t('fingerprint')}</th>
                <th scope="col" className="py-2 pr-4 text-right font-medium">{t('size')}</th>
                <th scope="col" className="py-2 pr-4 font-medium">{t('createdAt')}</th>
                <th scope="col" className="py-2 font-medium">{t('actions')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {archives.data.data.map((item) => (
                <tr key={item.id}>
                  <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                    {t(`periods.${item.period}`)} {item.key}
                  </th>
                  <td className="py-2 pr-4 text-right tabular-nums text-slate-800">{item.lastSequence - item.firstSequence + 1}</td>
                  <td className="py-2 pr-4 font-mono text-sm text-slate-800" title={item.hash}>
                    {shortHashOf(item.hash)}
                  </td>
                  <td className="py-2 pr-4 text-right tabular-nums text-slate-800">{t('size_kb', { size: formatDecimal(item.size / 1024) })}</td>
                  <td className="py-2 pr-4 whitespace-nowrap text-slate-800">{formatDateTime(item.createdAt)}</td>
                  <td className="py-2">
                    <Button variant="secondary" aria-label={t('downloadLabel', { key: item.key })} disabled={download.isPending} onClick={() => download.mutate(item, { onError: (error) => notify.error(error, { operation: 'read' }) })}>
                      {t('download')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
