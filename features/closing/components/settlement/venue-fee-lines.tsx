import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';
import type { SettlementVenueFee } from '../../settlement-types';
import { venueFeeRows } from '../../venue-fee-rows';
import { AmountList, AmountRow } from './amount-list';

/** The venue's commission line by line (venueFeeRows), the total in bold, and how it is paid. */
export function VenueFeeLines({ fee }: { fee: SettlementVenueFee }) {
  const t = useTranslations('closing.settlement');
  const howPaid = fee.paidWith === 'cash' ? t('summary.paidWithCash', { amount: formatMoney(fee.paidInCash) }) : fee.paidWith === 'transfer' ? t('summary.paidWithTransfer') : t('summary.paidWithUnknown');
  return (
    <section aria-labelledby="venue-fee-heading">
      <h3 id="venue-fee-heading" className="font-semibold text-slate-900">
        {t('venueFee.heading')}
      </h3>
      <AmountList>
        {venueFeeRows(fee).map((row, index) => (
          <AmountRow key={`${row.key}-${index}`} label={t(row.key, row.values)} value={formatMoney(row.amount)} strong={row.key === 'venueFee.total'} />
        ))}
      </AmountList>
      <p className="mt-2 text-slate-700">{t('summary.paidWith', { how: howPaid })}</p>
    </section>
  );
}
