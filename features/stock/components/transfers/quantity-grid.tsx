import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, useMemo } from 'react';
import { formatInteger } from '@/lib/format';
import type { MatrixRow } from '../../types';
import { buildProductBlocks, parseQuantity, quantityIssue, variantLabel, type ProductBlock } from './quantity-model';
import { ScrollRegion } from '@/components/ui/scroll-region';

interface QuantityGridProps {
  rows: MatrixRow[];
  /** The source inventory: its units are shown under each input and bound what may be typed. */
  sourceId: string | null;
  values: Record<string, string>;
  /** What the API refused, by variant (a source that was emptied meanwhile). */
  serverErrors?: Record<string, string>;
  onChange: (productVariantId: string, value: string) => void;
}

/**
 * Quantities to send, typed per size: one block per product, sizes across. Under each input the source's units,
 * and a quantity above them is flagged at once, in words, before anything is sent.
 */
export function QuantityGrid({ rows, sourceId, values, serverErrors = {}, onChange }: QuantityGridProps) {
  const blocks = useMemo(() => buildProductBlocks(rows), [rows]);
  return (
    <div className="flex flex-col gap-6">
      {blocks.map((block) => (
        <ProductQuantities key={block.productId} block={block} sourceId={sourceId} values={values} serverErrors={serverErrors} onChange={onChange} />
      ))}
    </div>
  );
}

function ProductQuantities({ block, ...props }: Omit<QuantityGridProps, 'rows'> & { block: ProductBlock; serverErrors: Record<string, string> }) {
  const t = useTranslations('transfers.grid');
  const headingId = useId();
  const total = block.rows.reduce((sum, row) => {
    const quantity = parseQuantity(props.values[row.productVariantId]);
    return sum + (typeof quantity === 'number' ? quantity : 0);
  }, 0);
  const input = (row: MatrixRow) => <QuantityInput key={row.productVariantId} row={row} {...props} />;

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="quantity-block">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {block.productTitle}
        </h3>
        <p className="text-slate-700">{t('blockTotal', { count: total })}</p>
      </div>
      {block.sizes.length > 0 && (
        <ScrollRegion label={t('sizesCaption', { product: block.productTitle })} className="mt-3">
          <table className="text-left">
            <caption className="sr-only">{t('sizesCaption', { product: block.productTitle })}</caption>
            <thead>
              <tr>
                <th scope="col" className="pr-4 pb-2">
                  <span className="sr-only">{t('variant')}</span>
                </th>
                {block.sizes.map((size) => (
                  <th key={size} scope="col" className="px-2 pb-2 font-semibold">
                    {size}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.sizedRows.map((sized) => (
                <tr key={sized.label} className="align-top">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {sized.label || block.productTitle}
                  </th>
                  {sized.cells.map((cell, index) => (
                    <td key={block.sizes[index]} className="px-2 py-2">
                      {cell ? input(cell) : <span className="text-slate-600">{t('noVariant')}</span>}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {block.unsized.length > 0 && (
        <ul className="mt-3 flex flex-col gap-3">
          {block.unsized.map((row) => (
            <li key={row.productVariantId} className="flex flex-wrap items-start gap-4">
              <span className="min-w-48 pt-2 font-medium" aria-hidden="true">
                {row.variantTitle && row.variantTitle !== row.productTitle ? row.variantTitle : t('single')}
              </span>
              {input(row)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function QuantityInput({ row, sourceId, values, serverErrors, onChange }: Omit<QuantityGridProps, 'rows'> & { row: MatrixRow; serverErrors: Record<string, string> }) {
  const t = useTranslations('transfers.grid');
  const id = useId();
  const available = sourceId ? (row.levels[sourceId] ?? 0) : null;
  const value = values[row.productVariantId] ?? '';
  const issue = quantityIssue(value, available);
  const message = serverErrors[row.productVariantId] ?? (issue?.kind === 'invalid' ? t('invalid') : issue?.kind === 'over' ? t('over', { count: issue.excess }) : undefined);
  const describedBy = [available !== null ? `${id}-available` : null, message ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="flex w-24 flex-col gap-1">
      <label htmlFor={id} className="sr-only">
        {t('quantityOf', { name: variantLabel(row) })}
      </label>
      <input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(row.productVariantId, event.target.value)}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy}
        className={clsx('min-h-11 w-full rounded-md border bg-white px-3 py-2 text-right text-slate-900', message ? 'border-2 border-red-700' : 'border-slate-400')}
      />
      {available !== null && (
        <span id={`${id}-available`} className="text-sm text-slate-700">
          {t('available', { count: formatInteger(available) })}
        </span>
      )}
      {message && (
        <span id={`${id}-error`} className="text-sm font-medium text-red-700">
          {message}
        </span>
      )}
    </div>
  );
}
