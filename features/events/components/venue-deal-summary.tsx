import { useTranslations } from 'next-intl';
import { productCategories } from '@/features/products/types';
import { formatMoney, formatRate } from '@/lib/format';
import type { VenueDeal } from '../types';

/** The venue's deal as the event page reads it: each category's rate (its own or the commission's), basis, fixed fee. */
export function VenueDealSummary({ deal, rate }: { deal: VenueDeal; rate: number | null }) {
  const t = useTranslations('events.venueDeal');
  return (
    <ul className="mt-2 flex flex-col gap-1 text-slate-700">
      {productCategories.map((category) => {
        const own = deal.categoryRates[category] ?? rate;
        return own === null ? null : <li key={category}>{t('summary', { category, rate: formatRate(own) })}</li>;
      })}
      <li>{t('basisLine', { basis: deal.basis })}</li>
      {deal.fixedFee > 0 && <li>{t('fixedFeeLine', { amount: formatMoney(deal.fixedFee) })}</li>}
    </ul>
  );
}
