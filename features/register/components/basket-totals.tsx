import { useTranslations } from 'next-intl';
import type { OrderTotals } from '@/features/orders';
import { formatMoney, formatRate } from '@/lib/format';

/** The basket's totals as the server will compute them (orderTotals): discounts, VAT per rate, total VAT included. */
export function BasketTotals({ totals }: { totals: OrderTotals }) {
  const t = useTranslations('register.basket');
  return (
    <dl className="flex flex-col gap-1 border-t border-slate-300 pt-3">
      {totals.totalDiscount > 0 && (
        <div className="flex justify-between text-slate-800">
          <dt>{t('discounts')}</dt>
          <dd>−{formatMoney(totals.totalDiscount)}</dd>
        </div>
      )}
      {totals.vatLines.map((line) => (
        <div key={line.rate} className="flex justify-between text-sm text-slate-700">
          <dt>{t('vatAt', { rate: formatRate(line.rate) })}</dt>
          <dd>{formatMoney(line.vat)}</dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between text-slate-900">
        <dt className="text-xl font-semibold">{t('total')}</dt>
        <dd className="text-3xl font-bold" data-testid="basket-total">
          {formatMoney(totals.totalInclVat)}
        </dd>
      </div>
    </dl>
  );
}
