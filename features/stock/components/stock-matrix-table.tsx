import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatInteger } from '@/lib/format';
import type { InventoryMatrix, MatrixRow } from '../types';
import { groupByProduct, inventoryHeading, isLowStock } from './stock-matrix-model';
import { useInventoryNames } from './stock-names';

const headCell = 'sticky top-0 z-10 border-b border-slate-300 bg-slate-100 px-2 py-2 text-right align-bottom font-semibold text-slate-900';
const firstColumn = 'sticky left-0 border-r border-slate-200 px-3 py-2 text-left';
const numberCell = 'border-b border-slate-100 px-2 py-2 text-right tabular-nums';

/** A triangle with "!" that marks a low level next to its colour; the words are read out instead. */
export function LowStockIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="inline-block size-4 shrink-0 align-[-2px]" focusable="false">
      <path d="M8 1.5 15 14.5H1z" fill="currentColor" />
      <path d="M8 6v4.2M8 11.6v1.2" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

function Level({ units }: { units: number }) {
  const t = useTranslations('stock.matrix');
  const low = isLowStock(units);
  return (
    <td data-low-stock={low || undefined} className={clsx(numberCell, low ? 'bg-amber-100 font-semibold text-amber-950' : units === 0 ? 'text-slate-600' : 'text-slate-900')}>
      <span className="inline-flex items-center justify-end gap-1">
        {low && <LowStockIcon />}
        {formatInteger(units)}
        {low && <span className="sr-only"> ({t('lowStock')})</span>}
      </span>
    </td>
  );
}

/**
 * Variants down (grouped under their product), places across (warehouse, zones, stands with their event), a
 * Total and an "En transit" column and a totals row. It scrolls with the page, its header row kept at the top of the
 * window and its totals row at the bottom: a box of its own height once cut the last columns off at 1440 px while
 * the page scrolled into blank space. Place names wrap (the stand's event on its own lines), so a tour's stands fit
 * a desktop (at 1280 px too, with the online shop's column: narrow padding, "En transit" on two lines); a table still too wide (a phone, a tablet) scrolls sideways in a ScrollRegion, its first column kept.
 */
export function StockMatrixTable({ matrix, rows }: { matrix: InventoryMatrix; rows: MatrixRow[] }) {
  const t = useTranslations('stock.matrix');
  const names = useInventoryNames();
  const columns = matrix.inventories.length + 3;

  return (
    <ScrollRegion label={t('caption')} className="rounded-lg border border-slate-300 bg-white">
      <table className="min-w-full border-separate border-spacing-0 text-sm" data-testid="stock-matrix">
        <caption className="sr-only">
          {t('caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={clsx(firstColumn, 'top-0 z-20 border-b border-slate-300 bg-slate-100 align-bottom font-semibold')}>
              {t('variant')}
            </th>
            {matrix.inventories.map((inventory) => {
              const heading = inventoryHeading(inventory, names);
              return (
                <th key={inventory.id} scope="col" className={headCell}>
                  <span className="block">{heading.name}</span>
                  {heading.detail && <span className="block text-xs font-normal text-slate-700">{heading.detail}</span>}
                </th>
              );
            })}
            <th scope="col" className={clsx(headCell, 'whitespace-nowrap border-l border-slate-300')}>
              {t('total')}
            </th>
            <th scope="col" className={headCell}>
              {t('inTransit')}
            </th>
          </tr>
        </thead>
        {groupByProduct(rows).map((group) => (
          <tbody key={group.productId}>
            <tr>
              <th scope="rowgroup" colSpan={columns} className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-left font-semibold text-slate-900">
                <span className="sticky left-3 inline-block">
                  {group.productTitle}
                  {group.productReference && <span className="ml-2 text-xs font-normal text-slate-700">{t('reference', { reference: group.productReference })}</span>}
                </span>
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.productVariantId} data-testid="matrix-row">
                <th scope="row" className={clsx(firstColumn, 'z-[5] min-w-32 border-b border-slate-100 bg-white pl-6 sm:min-w-44 font-normal text-slate-900')}>
                  {row.variantTitle}
                </th>
                {matrix.inventories.map((inventory) => (
                  <Level key={inventory.id} units={row.levels[inventory.id] ?? 0} />
                ))}
                <td className={clsx(numberCell, 'border-l border-slate-300 font-semibold text-slate-900')}>{formatInteger(row.total)}</td>
                <td className={clsx(numberCell, row.inTransit ? 'text-slate-900' : 'text-slate-600')}>{formatInteger(row.inTransit)}</td>
              </tr>
            ))}
          </tbody>
        ))}
        <tfoot>
          <tr data-testid="matrix-totals">
            <th scope="row" className={clsx(firstColumn, 'bottom-0 z-20 border-t border-slate-300 bg-slate-100 font-semibold')}>
              {t('totals')}
            </th>
            {matrix.inventories.map((inventory) => (
              <td key={inventory.id} className="sticky bottom-0 z-10 border-t border-slate-300 bg-slate-100 px-2 py-2 text-right font-semibold tabular-nums">
                {formatInteger(matrix.totals[inventory.id] ?? 0)}
              </td>
            ))}
            <td className="sticky bottom-0 z-10 border-l border-t border-slate-300 bg-slate-100 px-2 py-2 text-right font-semibold tabular-nums">{formatInteger(matrix.total)}</td>
            <td className="sticky bottom-0 z-10 border-t border-slate-300 bg-slate-100 px-2 py-2 text-right font-semibold tabular-nums">{formatInteger(matrix.inTransit)}</td>
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}
