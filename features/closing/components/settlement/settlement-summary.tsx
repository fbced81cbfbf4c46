import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { formatMoney, formatRate } from '@/lib/format';
import { settlementCategories, type SettlementView } from '../../settlement-types';
import { AmountList, AmountRow } from './amount-list';

/** The event's figures: takings, VAT per rate, takings per category, fees, and the net due to the organiser. */
export function SettlementSummary({ settlement }: { settlement: SettlementView }) {
  const t = useTranslations('closing.settlement.summary');
  const tc = useTranslations('closing.settlement.categories');
  const { money, fees, netDue } = settlement.totals;
  const { venue, agent } = fees;
  const howPaid = venue?.paidWith === 'cash' ? t('paidWithCash', { amount: formatMoney(venue.paidInCash) }) : venue?.paidWith === 'transfer' ? t('paidWithTransfer') : t('paidWithUnknown');
  return (
    <Card title={t('heading')}>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          <AmountList>
            <AmountRow label={t('cash')} value={formatMoney(money.cash)} />
            <AmountRow label={t('card')} value={formatMoney(money.card)} />
            {money.refunded > 0 && <AmountRow label={t('refunded')} value={formatMoney(money.refunded)} />}
            {settlement.online && <AmountRow label={t('online')} value={formatMoney(settlement.online.gross)} />}
            <AmountRow label={t('gross')} value={formatMoney(money.gross)} strong />
            {money.vatLines.map((line) => (
              <AmountRow key={line.rate} label={t('vatRate', { rate: formatRate(line.rate) })} value={formatMoney(line.vat)} />
            ))}
            <AmountRow label={t('exclVat')} value={formatMoney(money.exclVat)} />
          </AmountList>
          <div>
            <h3 className="font-semibold text-slate-900">{t('byCategory')}</h3>
            <AmountList>
              {settlementCategories.map((category) => (
                <AmountRow key={category} label={tc(category)} value={formatMoney(money.byCategory[category])} />
              ))}
            </AmountList>
          </div>
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">{t('fees')}</h3>
          <AmountList>
            {venue && (
              <>
                <AmountRow label={t('venueFee', { rate: formatRate(venue.rate) })} value={formatMoney(venue.amount)} />
                <AmountRow label={t('venueFeeVat', { rate: formatRate(venue.vatRate) })} value={formatMoney(venue.vat)} />
              </>
            )}
            {agent && (
              <>
                <AmountRow label={t('agentFee', { rate: formatRate(agent.rate) })} value={formatMoney(agent.amount)} />
                <AmountRow label={t('agentFeeVat', { rate: formatRate(agent.vatRate) })} value={formatMoney(agent.vat)} />
              </>
            )}
            <AmountRow label={t('cardFee')} value={formatMoney(fees.card)} />
            <AmountRow label={t('netDue')} value={formatMoney(netDue)} strong />
          </AmountList>
          {venue && <p className="mt-2 text-slate-700">{t('paidWith', { how: howPaid })}</p>}
          <p className="mt-2 text-sm text-slate-700">{t('netExplained')}</p>
        </div>
      </div>
    </Card>
  );
}
