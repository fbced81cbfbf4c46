import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { ClosingView } from '@/features/journal';
import { formatMoney } from '@/lib/format';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { shortHashOf } from '@/lib/journal/short-hash';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex flex-wrap justify-between gap-x-4 border-b border-slate-100 py-1 ${strong ? 'font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** The stand's Z as the journal keeps it: what the seller checks against the drawer and the terminal's slip. */
export function StandDayZ({ closing, sameAsBefore }: { closing: ClosingView; sameAsBefore: boolean }) {
  const t = useTranslations('register.standClosing');
  const { formatDate } = useDateFormat();
  const id = useId();
  const { sales, refunds, payments } = closing.figures;
  return (
    <section aria-labelledby={`${id}-z`} className="flex flex-col gap-3 rounded-md border border-slate-300 p-4">
      <h4 id={`${id}-z`} className="text-lg font-semibold">
        {t('zTitle', { number: closing.number, day: formatDate(`${closing.key}T12:00:00Z`) })}
      </h4>
      {sameAsBefore && (
        <p role="status" className="rounded-md border border-sky-300 bg-sky-50 p-3 text-sky-950">
          {t('nothingNew')}
        </p>
      )}
      <dl className="flex flex-col">
        <Row label={t('sales')} value={t('countAmount', { count: sales.count, amount: formatMoney(sales.inclVat) })} />
        <Row label={t('refunds')} value={t('countAmount', { count: refunds.count, amount: formatMoney(refunds.amount) })} />
        <Row label={t('net')} value={formatMoney(closing.net)} strong />
        <Row label={t('fingerprint')} value={shortHashOf(closing.hash)} />
      </dl>
      {payments.length > 0 && (
        <table className="w-full text-left">
          <caption className="text-left font-medium">{t('paymentsCaption')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-sm text-slate-700">
              <th scope="col" className="py-1 pr-4 font-medium">{t('method')}</th>
              <th scope="col" className="py-1 pr-4 text-right font-medium">{t('sales')}</th>
              <th scope="col" className="py-1 text-right font-medium">{t('refunds')}</th>
            </tr>
          </thead>
          <tbody>
            {payments.map((payment) => (
              <tr key={payment.method} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-4 font-normal">{t('methods', { method: payment.method })}</th>
                <td className="py-1 pr-4 text-right tabular-nums">{formatMoney(payment.sales)}</td>
                <td className="py-1 text-right tabular-nums">{formatMoney(payment.refunds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
