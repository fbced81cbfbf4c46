import { useTranslations } from 'next-intl';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatMoney } from '@/lib/format';
import { NARROW_SCREEN, useMediaQuery } from '@/lib/hooks/use-media-query';
import { settlementCategories, settlementUnitColumns, variantFigureOf, variantKeyOf, type SettlementCategory, type SettlementStand } from '../../settlement-types';
import { SettlementVariantCards } from './settlement-variant-cards';

const unitColumns = settlementUnitColumns;

/**
 * A stand's stock and sales per variant, as merch teams count them: in, out, expected sold against sold. On a phone,
 * as cards (issue #25).
 */
export function SettlementVariantsTable({ stand }: { stand: SettlementStand }) {
  const t = useTranslations('closing.settlement.variants');
  const tc = useTranslations('closing.settlement.categories');
  const category = (value: string) => ((settlementCategories as readonly string[]).includes(value) ? tc(value as SettlementCategory) : value);
  const narrow = useMediaQuery(NARROW_SCREEN, false);
  if (stand.variants.length === 0) return <p className="text-slate-700">{t('empty')}</p>;
  return (
    <>
      <h3 className="mb-2 font-semibold text-slate-900">{t('heading', { name: stand.name })}</h3>
      {narrow ? (
        <SettlementVariantCards stand={stand} category={category} />
      ) : (
        <ScrollRegion label={t('caption', { name: stand.name })}>
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t('caption', { name: stand.name })}</caption>
            <thead>
              <tr className="border-b border-slate-300 text-left">
                <th scope="col" className="sticky left-0 bg-white py-2 pr-3 font-semibold">
                  {t('product')}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t('category')}
                </th>
                {unitColumns.map((column) => (
                  <th key={column} scope="col" className="py-2 pr-3 text-right font-semibold">
                    {t(column)}
                  </th>
                ))}
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t('freeReasons')}
                </th>
                <th scope="col" className="py-2 text-right font-semibold">
                  {t('gross')}
                </th>
              </tr>
            </thead>
            <tbody>
              {stand.variants.map((variant) => (
                <tr key={variantKeyOf(variant)} className="border-b border-slate-200">
                  <th scope="row" className="sticky left-0 bg-white py-2 pr-3 text-left font-normal">
                    {variant.custom ? t('customLine', { label: variant.productTitle }) : variant.productTitle}
                    {variant.variantTitle && <span className="text-slate-700"> – {variant.variantTitle}</span>}
                  </th>
                  <td className="py-2 pr-3">{category(variant.category)}</td>
                  {unitColumns.map((column) => (
                    <td key={column} className={column === 'variance' && variant.variance !== 0 ? 'py-2 pr-3 text-right font-semibold tabular-nums text-red-800' : 'py-2 pr-3 text-right tabular-nums'}>
                      {variantFigureOf(variant, column) ?? '—'}
                    </td>
                  ))}
                  <td className="py-2 pr-3">{variant.freeReasons.map((entry) => `${entry.reason ?? t('noReason')} (${entry.quantity})`).join(', ')}</td>
                  <td className="py-2 text-right tabular-nums">{formatMoney(variant.gross)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-slate-400 font-semibold">
                <th scope="row" className="sticky left-0 bg-white py-2 pr-3 text-left">
                  {t('total')}
                </th>
                <td />
                {unitColumns.map((column) => (
                  <td key={column} className="py-2 pr-3 text-right tabular-nums">
                    {stand.units[column]}
                  </td>
                ))}
                <td />
                <td className="py-2 text-right tabular-nums">{formatMoney(stand.money.takings.total.net)}</td>
              </tr>
            </tfoot>
          </table>
        </ScrollRegion>
      )}
      <p className="mt-2 text-sm text-slate-700">{t('varianceHelp')}</p>
    </>
  );
}
