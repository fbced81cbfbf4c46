import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { Fragment, useId } from 'react';
import { formatInteger } from '@/lib/format';
import type { InventoryView, MatrixRow } from '../../types';
import { cellKey, plannedOf, type DispatchPlan } from './dispatch-model';
import { buildProductBlocks, parseQuantity } from './quantity-model';
import { ScrollRegion } from '@/components/ui/scroll-region';

interface DispatchTableProps {
  rows: MatrixRow[];
  stands: InventoryView[];
  sourceId: string;
  plan: DispatchPlan;
  serverErrors: Record<string, string>;
  onChange: (key: string, value: string) => void;
}

/** Variants down, the event's stands across; per row what the source holds and what it keeps after the plan. */
export function DispatchTable({ rows, stands, sourceId, plan, serverErrors, onChange }: DispatchTableProps) {
  const t = useTranslations('transfers.dispatch');
  const blocks = buildProductBlocks(rows);
  const standIds = stands.map((stand) => stand.id);
  const standTotal = (standId: string) =>
    rows.reduce((sum, row) => {
      const quantity = parseQuantity(plan[cellKey(row.productVariantId, standId)]);
      return sum + (typeof quantity === 'number' ? quantity : 0);
    }, 0);

  return (
    <ScrollRegion label={t('tableCaption')} className="rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left">
        <caption className="sr-only">{t('tableCaption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 bg-slate-50 align-bottom">
            <th scope="col" className="px-3 py-3">{t('variant')}</th>
            <th scope="col" className="px-3 py-3 text-right">{t('atSource')}</th>
            {stands.map((stand) => (
              <th key={stand.id} scope="col" className="px-3 py-3 text-right">
                {stand.name}
              </th>
            ))}
            <th scope="col" className="px-3 py-3 text-right">{t('remaining')}</th>
          </tr>
        </thead>
        {blocks.map((block) => (
          <tbody key={block.productId} className="border-b border-slate-200">
            <tr className="bg-slate-50">
              <th scope="rowgroup" colSpan={stands.length + 3} className="px-3 py-2 font-semibold">
                {block.productTitle}
              </th>
            </tr>
            {block.rows.map((row) => {
              const available = row.levels[sourceId] ?? 0;
              const remaining = available - plannedOf(plan, row.productVariantId, standIds);
              const title = row.variantTitle && row.variantTitle !== row.productTitle ? row.variantTitle : t('single');
              return (
                <tr key={row.productVariantId} className="border-t border-slate-100 align-top">
                  <th scope="row" className="px-3 py-2 font-medium">
                    {title}
                  </th>
                  <td className="px-3 py-2 text-right tabular-nums">{formatInteger(available)}</td>
                  {stands.map((stand) => (
                    <td key={stand.id} className="px-3 py-2">
                      <PlanInput
                        label={t('quantityFor', { product: block.productTitle, variant: title, stand: stand.name })}
                        value={plan[cellKey(row.productVariantId, stand.id)] ?? ''}
                        error={serverErrors[cellKey(row.productVariantId, stand.id)]}
                        onChange={(value) => onChange(cellKey(row.productVariantId, stand.id), value)}
                      />
                    </td>
                  ))}
                  <td className={clsx('px-3 py-2 text-right tabular-nums', remaining < 0 && 'font-semibold text-red-700')}>
                    {remaining < 0 ? (
                      <Fragment>
                        {formatInteger(remaining)}
                        <span className="block text-sm">{t('short', { count: -remaining })}</span>
                      </Fragment>
                    ) : (
                      formatInteger(remaining)
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        ))}
        <tfoot>
          <tr className="bg-slate-50">
            <th scope="row" colSpan={2} className="px-3 py-3">
              {t('standTotal')}
            </th>
            {stands.map((stand) => (
              <td key={stand.id} className="px-3 py-3 text-right font-semibold tabular-nums">
                {formatInteger(standTotal(stand.id))}
              </td>
            ))}
            <td />
          </tr>
        </tfoot>
      </table>
    </ScrollRegion>
  );
}

function PlanInput({ label, value, error, onChange }: { label: string; value: string; error?: string; onChange: (value: string) => void }) {
  const t = useTranslations('transfers.dispatch');
  const id = useId();
  const invalid = parseQuantity(value) === 'invalid';
  const message = error ?? (invalid ? t('invalid') : undefined);
  return (
    <div className="ml-auto flex w-20 flex-col gap-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        className={clsx('min-h-11 w-full rounded-md border bg-white px-2 py-2 text-right text-slate-900', message ? 'border-2 border-red-700' : 'border-slate-400')}
      />
      {message && (
        <span id={`${id}-error`} className="text-sm font-medium text-red-700">
          {message}
        </span>
      )}
    </div>
  );
}
