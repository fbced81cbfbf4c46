import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { SkeletonLines } from '@/components/ui/loading-states';
import {
  cashDenominations,
  drawerDifference,
  expectedCash,
  movementTotals,
  takingsOfOrders,
  useCashDetail,
  useCashMovements,
  useOrders,
  useRecordCashDetail,
  type CashDetailView,
  type CashMovementView,
  type OrderView,
} from '@/features/orders';
import { CashMovementsPanel } from './cash-movements-panel';
import type { StandView } from '@/features/stands';
import { toParisDate } from '@/lib/datetime/paris-time';
import { formatMoney } from '@/lib/format';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { touchButton } from './touch';
import { useDateFormat } from '@/lib/hooks/use-date-format';

type Counts = Record<string, number>;

/** Notes from 5 € up, coins below. */
const NOTE_FROM = 500;

export function countTotal(counts: Counts): number {
  return cashDenominations.reduce((sum, value) => sum + value * (counts[String(value)] ?? 0), 0);
}

/**
 * What should be in the drawer, by the one rule (features/orders/drawer.ts): the change fund, the day's cash takings
 * (the one definition of takings) and the drawer's movements.
 */
export function expectedOfDay(changeFund: number, orders: OrderView[], movements: CashMovementView[]): number {
  const { standCash } = takingsOfOrders(orders);
  return expectedCash({ float: changeFund, cashSales: standCash.gross, cashRefunds: standCash.refunded, ...movementTotals(movements) });
}

/** The stand's cash count by denomination (euro notes and coins), with its total, sent as the stand's cash detail. */
export function CashCount({ stand }: { stand: StandView }) {
  const t = useTranslations('register.cashCount');
  const last = useCashDetail(stand.id);
  if (last.isPending) return <SkeletonLines label={t('loading')} lines={3} />;
  // No count yet (204), or none readable: the seller starts from zero.
  return <CashCountForm key={last.data?.createdAt ?? 'none'} stand={stand} last={last.data ?? null} />;
}

function CashCountForm({ stand, last }: { stand: StandView; last: CashDetailView | null }) {
  const { formatDateTime } = useDateFormat();
  const t = useTranslations('register.cashCount');
  const notify = useNotify();
  const id = useId();
  const record = useRecordCashDetail(stand.id);
  const [counts, setCounts] = useState<Counts>(() => ({ ...(last?.counts ?? {}) }));
  const today = toParisDate(new Date());
  const sales = useOrders({ standId: stand.id, from: today, to: today, limit: 200 });
  const movements = useCashMovements(stand.id);
  const total = countTotal(counts);
  const moved = movements.data && movements.data.meta.total <= movements.data.data.length ? movements.data.data : null;
  const { cashIn: movedIn, cashOut: movedOut } = movementTotals(moved ?? []);
  // Only with every sale of the day and every movement read: a partial figure would be a wrong one.
  const expected = sales.data && moved && sales.data.meta.total <= sales.data.data.length ? expectedOfDay(stand.changeFund, sales.data.data, moved) : null;

  function save() {
    const body = Object.fromEntries(cashDenominations.map((value) => [String(value), counts[String(value)] ?? 0]));
    record.mutate(
      { counts: body },
      {
        onSuccess: () => notify.success(t('saved', { amount: formatMoney(total) })),
        onError: (error) => notify.error(error, { operation: 'create' }),
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        {t('title')}
      </h2>
      <p className="text-slate-700">{last?.createdAt ? t('last', { date: formatDateTime(last.createdAt), amount: formatMoney(last.total) }) : t('none')}</p>
      <ul className="grid gap-x-6 gap-y-3 md:grid-cols-2 xl:grid-cols-3">
        {cashDenominations.map((value) => {
          const count = counts[String(value)] ?? 0;
          const label = t(value >= NOTE_FROM ? 'notes' : 'coins', { amount: formatMoney(value) });
          return (
            <li key={value} className="flex items-end justify-between gap-3 rounded-md border border-slate-200 bg-white p-3">
              <QuantityStepper label={label} value={count} max={100_000} onChange={(next) => setCounts((current) => ({ ...current, [String(value)]: next }))} />
              <span className="pb-3 text-lg font-semibold">{formatMoney(value * count)}</span>
            </li>
          );
        })}
      </ul>
      <dl className="flex flex-col gap-1 rounded-lg border-2 border-slate-300 bg-white p-4">
        <div className="flex items-baseline justify-between">
          <dt className="text-xl font-semibold">{t('total')}</dt>
          <dd className="text-3xl font-bold" data-testid="cash-total">
            {formatMoney(total)}
          </dd>
        </div>
        <div className="flex justify-between text-slate-800">
          <dt>{t('changeFund')}</dt>
          <dd>{formatMoney(stand.changeFund)}</dd>
        </div>
        {expected !== null && (
          <>
            {movedIn > 0 && (
              <div className="flex justify-between text-slate-800">
                <dt>{t('cashIn')}</dt>
                <dd>{formatMoney(movedIn)}</dd>
              </div>
            )}
            {movedOut > 0 && (
              <div className="flex justify-between text-slate-800">
                <dt>{t('cashOut')}</dt>
                <dd>{formatMoney(-movedOut)}</dd>
              </div>
            )}
            <div className="flex justify-between text-slate-800">
              <dt>{t('expected')}</dt>
              <dd>{formatMoney(expected)}</dd>
            </div>
            <div className="flex justify-between font-semibold text-slate-900">
              <dt>{t('difference')}</dt>
              <dd>{formatMoney(drawerDifference(total, expected)!)}</dd>
            </div>
          </>
        )}
      </dl>
      <Button className={`${touchButton} self-end`} disabled={record.isPending} onClick={save}>
        {record.isPending ? t('saving') : t('save')}
      </Button>
      <CashMovementsPanel stand={stand} movements={movements.data?.data ?? []} />
    </section>
  );
}
