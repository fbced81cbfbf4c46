import { useTranslations } from 'next-intl';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatMoney } from '@/lib/format';
import { settlementCategories, settlementUnitColumns, type SettlementCategory, type SettlementStand } from '../../settlement-types';

const unitColumns = settlementUnitColumns;

/** A stand's stock and sales per variant, as merch teams count them: in, out, expected sold against sold. */
export function SettlementVariantsTable({ stand }: { stand: SettlementStand }) {
  const t = useTranslations('closing.settlement.variants');
  const tc = useTranslations('closing.settlement.categories');
  const category = (value: string) => ((settlementCategories as readonly string[]).includes(value) ? tc(value as SettlementCategory) : value);
  if (stand.variants.length === 0) return <p className="text-slate-700">{t('empty')}</p>;
  return (
    <>
      <h3 className="mb-2 font-semibold text-slate-900">{t('heading', { name: stand.name })}</h3>
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
              <tr key={variant.productVariantId} className="border-b border-slate-200">
                <th scope="row" className="sticky left-0 bg-white py-2 pr-3 text-left font-normal">
                  {variant.productTitle}
                  {variant.variantTitle && <span className="text-slate-700"> – {variant.variantTitle}</span>}
                </th>
                <td className="py-2 pr-3">{category(variant.category)}</td>
                {unitColumns.map((column) => (
                  <td key={column} className={column === 'variance' && variant.variance !== 0 ? 'py-2 pr-3 text-right font-semibold tabular-nums text-red-800' : 'py-2 pr-3 text-right tabular-nums'}>
                    {variant[column]}
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
      <p className="mt-2 text-sm text-slate-700">{t('varianceHelp')}</p>
    </>
  );
}
