import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { drawerDifference } from '@/features/orders';
import { formatMoney } from '@/lib/format';

/** Expected, counted, and the difference between them, coloured and said in words (never by colour alone). */
export function Difference({ expectedLabel, expected, countedLabel, counted }: { expectedLabel: string; expected: number; countedLabel: string; counted: number | null }) {
  const t = useTranslations('closing');
  const difference = drawerDifference(counted, expected);
  return (
    <dl className="grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1 rounded-lg border-2 border-slate-300 bg-white p-4" aria-live="polite">
      <dt className="text-slate-700">{expectedLabel}</dt>
      <dd className="text-right font-semibold tabular-nums">{formatMoney(expected)}</dd>
      <dt className="text-slate-700">{countedLabel}</dt>
      <dd className="text-right font-semibold tabular-nums">{counted === null ? '—' : formatMoney(counted)}</dd>
      <dt className="font-semibold">{t('difference')}</dt>
      <dd className={clsx('text-right font-bold tabular-nums', difference === null || difference === 0 ? 'text-slate-900' : 'text-red-800')}>
        {difference === null ? '—' : difference === 0 ? t('balanced') : `${difference > 0 ? '+' : '−'}${formatMoney(Math.abs(difference))} (${t(difference > 0 ? 'over' : 'short')})`}
      </dd>
    </dl>
  );
}
