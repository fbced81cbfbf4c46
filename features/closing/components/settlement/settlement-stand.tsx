import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import type { SettlementStand } from '../../settlement-types';
import { AmountList, AmountRow, differenceTone } from './amount-list';
import { SettlementVariantsTable } from './settlement-variants-table';

/** One stand: its drawer (change fund, cash), its terminal, its takings, then its stock and sales per variant. */
export function SettlementStandCard({ stand }: { stand: SettlementStand }) {
  const t = useTranslations('closing.settlement.stand');
  const ts = useTranslations('closing.settlement.summary');
  const amount = (value: number | null) => (value === null ? t('notCountedValue') : formatMoney(value));
  const difference = (value: number | null) => (value === null ? t('notCountedValue') : `${value > 0 ? '+' : ''}${formatMoney(value)}`);
  return (
    <Card title={t('heading', { name: stand.name })}>
      {!stand.closed && <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">{t('notCounted')}</p>}
      <div className="grid gap-6 md:grid-cols-3">
        <div>
          <h3 className="font-semibold text-slate-900">{t('changeFund')}</h3>
          <AmountList>
            <AmountRow label={t('changeFundExpected')} value={formatMoney(stand.cash.changeFundExpected)} />
            <AmountRow label={t('changeFundFound')} value={amount(stand.cash.changeFundFound)} />
            <AmountRow label={t('difference')} value={difference(stand.cash.changeFundDifference)} tone={differenceTone(stand.cash.changeFundDifference)} />
          </AmountList>
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">{t('cashHeading')}</h3>
          <AmountList>
            <AmountRow label={t('cashSales')} value={formatMoney(stand.cash.cashSales)} />
            {stand.cash.feesPaidWithCash > 0 && <AmountRow label={t('feesPaidWithCash')} value={formatMoney(stand.cash.feesPaidWithCash)} />}
            <AmountRow label={t('cashExpected')} value={formatMoney(stand.cash.expected)} />
            <AmountRow label={t('cashCounted')} value={amount(stand.cash.counted)} />
            <AmountRow label={t('difference')} value={difference(stand.cash.difference)} tone={differenceTone(stand.cash.difference)} />
          </AmountList>
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">{t('cardHeading')}</h3>
          <AmountList>
            <AmountRow label={t('cardSales')} value={formatMoney(stand.card.sales)} />
            <AmountRow label={t('cardTerminal')} value={amount(stand.card.terminal)} />
            <AmountRow label={t('difference')} value={difference(stand.card.difference)} tone={differenceTone(stand.card.difference)} />
          </AmountList>
          <AmountList className="mt-4">
            <AmountRow label={ts('gross')} value={formatMoney(stand.money.gross)} strong />
          </AmountList>
        </div>
      </div>
      <div className="mt-6">
        <SettlementVariantsTable stand={stand} />
      </div>
    </Card>
  );
}
