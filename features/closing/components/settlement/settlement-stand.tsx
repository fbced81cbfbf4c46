import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import type { SettlementStand, SettlementStandCash } from '../../settlement-types';
import { AmountList, AmountRow, differenceTone } from './amount-list';
import { SettlementVariantsTable } from './settlement-variants-table';

const amountOrNot = (value: number | null, notCounted: string) => (value === null ? notCounted : formatMoney(value));
const signedOrNot = (value: number | null, notCounted: string) => (value === null ? notCounted : `${value > 0 ? '+' : ''}${formatMoney(value)}`);

/** The drawer of a stand that took cash: its change fund, then the cash expected against the count. */
function DrawerBlocks({ cash }: { cash: SettlementStandCash }) {
  const t = useTranslations('closing.settlement.stand');
  const notCounted = t('notCountedValue');
  return (
    <>
      <div>
        <h3 className="font-semibold text-slate-900">{t('changeFund')}</h3>
        <AmountList>
          <AmountRow label={t('changeFundExpected')} value={formatMoney(cash.changeFundExpected)} />
          <AmountRow label={t('changeFundFound')} value={amountOrNot(cash.changeFundFound, notCounted)} />
          <AmountRow label={t('difference')} value={signedOrNot(cash.changeFundDifference, notCounted)} tone={differenceTone(cash.changeFundDifference)} />
        </AmountList>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">{t('cashHeading')}</h3>
        <AmountList>
          <AmountRow label={t('cashSales')} value={formatMoney(cash.cashSales)} />
          {cash.cashIn > 0 && <AmountRow label={t('cashIn')} value={formatMoney(cash.cashIn)} />}
          {cash.cashOut > 0 && <AmountRow label={t('cashOut')} value={formatMoney(-cash.cashOut)} />}
          {cash.feesPaidWithCash > 0 && <AmountRow label={t('feesPaidWithCash')} value={formatMoney(cash.feesPaidWithCash)} />}
          <AmountRow label={t('cashExpected')} value={formatMoney(cash.expected)} />
          <AmountRow label={t('cashCounted')} value={amountOrNot(cash.counted, notCounted)} />
          <AmountRow label={t('difference')} value={signedOrNot(cash.difference, notCounted)} tone={differenceTone(cash.difference)} />
        </AmountList>
      </div>
    </>
  );
}

/** One stand: its drawer when it took cash, its terminal, its takings, then its stock and sales per variant. */
export function SettlementStandCard({ stand }: { stand: SettlementStand }) {
  const t = useTranslations('closing.settlement.stand');
  const ts = useTranslations('closing.settlement.summary');
  const amount = (value: number | null) => amountOrNot(value, t('notCountedValue'));
  const difference = (value: number | null) => signedOrNot(value, t('notCountedValue'));
  return (
    <Card title={t('heading', { name: stand.name })}>
      {!stand.closed && <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">{t('notCounted')}</p>}
      <div className={stand.cash ? 'grid gap-6 md:grid-cols-3' : 'grid gap-6 md:grid-cols-2'}>
        {stand.cash && <DrawerBlocks cash={stand.cash} />}
        <div>
          <h3 className="font-semibold text-slate-900">{t('cardHeading')}</h3>
          <AmountList>
            <AmountRow label={t('cardSales')} value={formatMoney(stand.card.sales)} />
            <AmountRow label={t('cardTerminal')} value={amount(stand.card.terminal)} />
            <AmountRow label={t('difference')} value={difference(stand.card.difference)} tone={differenceTone(stand.card.difference)} />
          </AmountList>
          <AmountList className="mt-4">
            <AmountRow label={ts('gross')} value={formatMoney(stand.money.takings.total.net)} strong />
          </AmountList>
        </div>
        {!stand.cash && <p className="text-slate-700">{t('cardOnly')}</p>}
      </div>
      <div className="mt-6">
        <SettlementVariantsTable stand={stand} />
      </div>
    </Card>
  );
}
