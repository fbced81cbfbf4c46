import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';
import type { SettlementVenueFee } from '../../settlement-types';
import { venueFeeRows } from '../../venue-fee-rows';
import { AmountList, AmountRow } from './amount-list';

/** The venue's commission line by line (venueFeeRows), the total in bold; how it is paid is in who owes whom. */
export function VenueFeeLines({ fee }: { fee: SettlementVenueFee }) {
  const t = useTranslations('closing.settlement');
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
    </section>
  );
}
