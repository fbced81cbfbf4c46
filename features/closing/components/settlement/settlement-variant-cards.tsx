import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';
import { settlementUnitColumns, variantFigureOf, variantKeyOf, type SettlementStand } from '../../settlement-types';

/**
 * The stand's variants on a phone (issue #25): one card per variant, its figures as labelled pairs, instead of a
 * ten-column table scrolled sideways; the stand's totals last. The same figures as SettlementVariantsTable.
 */
export function SettlementVariantCards({ stand, category }: { stand: SettlementStand; category: (value: string) => string }) {
  const t = useTranslations('closing.settlement.variants');
  return (
    <ul aria-label={t('caption', { name: stand.name })} className="flex flex-col gap-3" data-testid="settlement-variant-cards">
      {stand.variants.map((variant) => (
        <li key={variantKeyOf(variant)} className="rounded-md border border-slate-200 p-3">
          <p className="font-semibold text-slate-900">
            {variant.custom ? t('customLine', { label: variant.productTitle }) : variant.productTitle}
            {variant.variantTitle && <span className="font-normal text-slate-700"> – {variant.variantTitle}</span>}
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <Pair label={t('category')} value={category(variant.category)} />
            {settlementUnitColumns.map((column) => (
              <Pair key={column} label={t(column)} value={String(variantFigureOf(variant, column) ?? '—')} alert={column === 'variance' && variant.variance !== 0} numeric />
            ))}
            {variant.freeReasons.length > 0 && <Pair label={t('freeReasons')} value={variant.freeReasons.map((entry) => `${entry.reason ?? t('noReason')} (${entry.quantity})`).join(', ')} />}
            <Pair label={t('gross')} value={formatMoney(variant.gross)} numeric />
          </dl>
        </li>
      ))}
      <li className="rounded-md border-2 border-slate-400 p-3">
        <p className="font-semibold text-slate-900">{t('total')}</p>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {settlementUnitColumns.map((column) => (
            <Pair key={column} label={t(column)} value={String(stand.units[column])} numeric />
          ))}
          <Pair label={t('gross')} value={formatMoney(stand.money.takings.total.net)} numeric />
        </dl>
      </li>
    </ul>
  );
}

/** A figure and its label, side by side in the card's two columns. */
export function Pair({ label, value, numeric = false, alert = false }: { label: string; value: string; numeric?: boolean; alert?: boolean }) {
  return (
    <div className="contents">
      <dt className="text-slate-700">{label}</dt>
      <dd className={[numeric ? 'text-right tabular-nums' : '', alert ? 'font-semibold text-red-800' : 'text-slate-900'].join(' ')}>{value}</dd>
    </div>
  );
}
