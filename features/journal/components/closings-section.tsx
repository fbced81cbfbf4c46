import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorToast } from '@/components/feedback/use-error-toast';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { EmptyState, LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { Pagination } from '@/components/ui/pagination';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatMoney } from '@/lib/format';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { asLocale } from '@/lib/i18n/locale';
import { shortHashOf } from '@/lib/journal/short-hash';
import { useCloseOrganisationDay, useClosings, useDownloadClosings } from '../api';
import type { ClosingPeriod } from '../closing-model';
import type { ClosingListItem } from '../types';

const PAGE_SIZE = 25;
const periods: ClosingPeriod[] = ['day', 'month', 'year'];

/** The organisation's closings (Z), newest first: a period filter, the day closed on request, the CSV of them all. */
export function ClosingsSection() {
  const t = useTranslations('journal.screen');
  const language = asLocale(useLocale());
  const notify = useNotify();
  const [period, setPeriod] = useState<ClosingPeriod | ''>('');
  const [page, setPage] = useState(1);
  const closings = useClosings({ period: period || undefined, page, limit: PAGE_SIZE });
  const closeDay = useCloseOrganisationDay();
  const download = useDownloadClosings();
  useErrorToast(closings.error, 'read');

  const onCloseDay = () =>
    closeDay.mutate(undefined, {
      onSuccess: (closing) => notify.success(t(closing.figures.records === 0 && closing.number > 1 ? 'closings.alreadyClosed' : 'closings.closed', { number: closing.number })),
      onError: (error) => notify.error(error, { operation: 'create' }),
    });
  const onDownload = () => download.mutate({ period: period || undefined, language }, { onError: (error) => notify.error(error, { operation: 'read' }) });
  const total = closings.data?.meta.total ?? 0;

  return (
    <section aria-labelledby="journal-closings" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="journal-closings" className="text-xl font-semibold text-slate-900">
          {t('closings.title')}
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <SelectField
            label={t('closings.period')}
            value={period}
            onChange={(event) => {
              setPeriod(event.target.value as ClosingPeriod | '');
              setPage(1);
            }}
            options={[{ value: '', label: t('closings.allPeriods') }, ...periods.map((value) => ({ value, label: t(`periods.${value}`) }))]}
          />
          <Button variant="secondary" onClick={onDownload} disabled={download.isPending}>
            {download.isPending ? t('closings.downloading') : t('closings.download')}
          </Button>
          <Button onClick={onCloseDay} disabled={closeDay.isPending}>
            {closeDay.isPending ? t('closings.closing') : t('closings.closeDay')}
          </Button>
        </div>
      </div>
      {closings.isPending ? (
        <SkeletonLines label={t('closings.loading')} />
      ) : closings.isError ? (
        <LoadError onRetry={() => void closings.refetch()} />
      ) : closings.data.data.length === 0 ? (
        <EmptyState text={t('closings.empty')} />
      ) : (
        <ClosingsTable closings={closings.data.data} />
      )}
      {total > PAGE_SIZE && <Pagination page={page} pages={Math.ceil(total / PAGE_SIZE)} onChange={setPage} label={t('closings.pages')} />}
    </section>
  );
}

function ClosingsTable({ closings }: { closings: ClosingListItem[] }) {
  const t = useTranslations('journal.screen');
  const { formatDateTime } = useDateFormat();
  const scopeOf = (closing: ClosingListItem) => (closing.standId === null ? t('closings.organisation') : (closing.standName ?? t('closings.deletedStand')));
  const netVat = (closing: ClosingListItem) => closing.figures.vatByRate.reduce((sum, rate) => sum + rate.salesVat - rate.refundsVat, 0);
  const money = 'py-2 pr-4 text-right whitespace-nowrap tabular-nums text-slate-900';
  return (
    <ScrollRegion label={t('closings.caption')}>
      <table className="w-full min-w-[64rem] text-left">
        <caption className="sr-only">{t('closings.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-sm text-slate-700">
            <th scope="col" className="py-2 pr-4 font-medium">{t('closings.number')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('closings.period')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('closings.key')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('closings.scope')}</th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">{t('closings.sales')}</th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">{t('closings.refunds')}</th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">{t('closings.net')}</th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">{t('closings.vat')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('closings.recordedAt')}</th>
            <th scope="col" className="py-2 font-medium">{t('closings.fingerprint')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {closings.map((closing) => (
            <tr key={closing.sequence}>
              <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                Z {closing.number}
              </th>
              <td className="py-2 pr-4 text-slate-800">{t(`periods.${closing.period}`)}</td>
              <td className="py-2 pr-4 whitespace-nowrap text-slate-800">{closing.key}</td>
              <td className="py-2 pr-4 text-slate-800">{scopeOf(closing)}</td>
              <td className={money}>{formatMoney(closing.figures.sales.inclVat)}</td>
              <td className={money}>{formatMoney(closing.figures.refunds.amount)}</td>
              <td className={money}>{formatMoney(closing.net)}</td>
              <td className={money}>{formatMoney(netVat(closing))}</td>
              <td className="py-2 pr-4 whitespace-nowrap text-slate-800">{formatDateTime(closing.recordedAt)}</td>
              <td className="py-2 font-mono text-sm text-slate-800">{shortHashOf(closing.hash)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
