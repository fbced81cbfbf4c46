import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatMoney } from '@/lib/format';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import type { InvoiceStatus, InvoiceView } from '../types';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { usePdfDownload } from './use-pdf-download';

const statusTones: Record<InvoiceStatus, StatusTone> = { draft: 'neutral', issued: 'pending', paid: 'done' };

interface InvoicesTableProps {
  invoices: readonly InvoiceView[];
  /** More actions of a row after its PDF (the admins' credit note). */
  rowActions?: (invoice: InvoiceView) => ReactNode;
}

/** Invoices and credit notes, newest first as the API gives them, each with its PDF. Amounts are integer cents. */
export function InvoicesTable({ invoices, rowActions }: InvoicesTableProps) {
  const t = useTranslations('invoices.screens');
  const { formatDate } = useDateFormat();
  const pdf = usePdfDownload();
  const date = (value: string | null) => (value ? formatDate(value) : t('invoices.none'));

  return (
    <ScrollRegion label={t('invoices.caption')}>
      <table className="w-full min-w-[56rem] text-left">
        <caption className="sr-only">{t('invoices.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-sm text-slate-700">
            <th scope="col" className="py-2 pr-4 font-medium">{t('invoices.number')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('invoices.kind')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('invoices.period')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('invoices.issuedAt')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('invoices.dueAt')}</th>
            <th scope="col" className="py-2 pr-4 text-right font-medium">{t('invoices.totalInclVat')}</th>
            <th scope="col" className="py-2 pr-4 font-medium">{t('invoices.status')}</th>
            <th scope="col" className="py-2 font-medium">{t('invoices.actions')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {invoices.map((invoice) => {
            const number = invoice.number ?? t('invoices.noNumber');
            const path = `/v1/invoices/${invoice.id}/pdf` as const;
            const downloading = pdf.pendingPath === path;
            return (
              <tr key={invoice.id}>
                <th scope="row" className="py-2 pr-4 font-medium whitespace-nowrap text-slate-900">{number}</th>
                <td className="py-2 pr-4 text-slate-800">
                  {t(`kinds.${invoice.kind}`)}
                  {invoice.creditedInvoiceNumber && <span className="block text-sm text-slate-700">{t('invoices.credits', { number: invoice.creditedInvoiceNumber })}</span>}
                </td>
                <td className="py-2 pr-4 text-slate-800">{t('invoices.periodRange', { start: formatDate(invoice.periodStart), end: formatDate(invoice.periodEnd) })}</td>
                <td className="py-2 pr-4 whitespace-nowrap text-slate-800">{date(invoice.issuedAt)}</td>
                <td className="py-2 pr-4 whitespace-nowrap text-slate-800">{date(invoice.dueAt)}</td>
                <td className="py-2 pr-4 text-right whitespace-nowrap text-slate-900 tabular-nums">{formatMoney(invoice.totalInclVat)}</td>
                <td className="py-2 pr-4">
                  <StatusBadge tone={statusTones[invoice.status]}>{t(`statuses.${invoice.status}`)}</StatusBadge>
                </td>
                <td className="py-2">
                  <div className="flex flex-wrap gap-2">
                    <Button variant="secondary" aria-label={t('invoices.downloadLabel', { number })} disabled={downloading} onClick={() => pdf.start(path)}>
                      {downloading ? t('invoices.downloading') : t('invoices.download')}
                    </Button>
                    {rowActions?.(invoice)}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
