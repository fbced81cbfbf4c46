import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { TakingsTable } from '@/features/orders';
import { formatMoney, formatRate } from '@/lib/format';
import { settlementCategories, type SettlementView } from '../../settlement-types';
import { AmountList, AmountRow } from './amount-list';
import { VenueFeeLines } from './venue-fee-lines';

/**
 * The date's figures: takings by channel (the event page's, from the one definition), VAT per rate, takings per
 * category, and the fees on them. Who pays what to whom follows in SettlementOwed.
 */
export function SettlementSummary({ settlement }: { settlement: SettlementView }) {
  const t = useTranslations('closing.settlement.summary');
  const tc = useTranslations('closing.settlement.categories');
  const { money, fees } = settlement.totals;
  const { venue, agent } = fees;
  return (
    <Card title={t('heading')}>
      <div className="flex flex-col gap-6">
        <TakingsTable takings={money.takings} caption={t('byChannel')} channels={['standCash', 'standCard', ...(settlement.online ? (['online'] as const) : [])]} />
        <div className="grid gap-6 md:grid-cols-2">
          <div className="flex flex-col gap-4">
            <AmountList>
              <AmountRow label={t('gross')} value={formatMoney(money.takings.total.net)} strong />
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
          <div className="flex flex-col gap-4">
            {venue && <VenueFeeLines fee={venue} />}
            <h3 className="font-semibold text-slate-900">{t('fees')}</h3>
            <AmountList>
              {agent && (
                <>
                  <AmountRow label={t('agentFee', { rate: formatRate(agent.rate) })} value={formatMoney(agent.amount)} />
                  <AmountRow label={t('agentFeeVat', { rate: formatRate(agent.vatRate) })} value={formatMoney(agent.vat)} />
                </>
              )}
              <AmountRow label={t('cardFee')} value={formatMoney(fees.card)} />
            </AmountList>
          </div>
        </div>
      </div>
    </Card>
  );
}
