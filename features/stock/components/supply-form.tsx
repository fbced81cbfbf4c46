import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import type { ProjectView } from '@/features/projects';
import { isApiError } from '@/lib/api-client';
import { formatInteger } from '@/lib/format';
import { useStockMatrix, useSupplyWarehouse } from '../api';
import type { MatrixRow } from '../types';
import { groupByProduct } from './stock-matrix-model';
import { fieldOfApiError, supplyBodyOf, supplyFormSchema, totalOf, type SupplyFormValues } from './supply-form-model';
import { StockSection } from './stock-section';

/** Goods arriving from the manufacturer: one quantity per variant of the catalogue, added to the tour's warehouse. */
export function SupplyForm({ project, onSupplied }: { project: ProjectView; onSupplied?: () => void }) {
  const t = useTranslations('stock.supply');
  // The unfiltered matrix lists the whole catalogue and the warehouse's levels (and shares its cache with the table).
  const matrix = useStockMatrix(project.id);
  const warehouseId = matrix.data?.inventories.find((inventory) => inventory.kind === 'warehouse')?.id;

  return (
    <StockSection title={t('title')} intro={t('intro')}>
      {matrix.isPending && <SkeletonLines label={t('loading')} lines={4} />}
      {matrix.isError && <LoadError onRetry={() => void matrix.refetch()} />}
      {matrix.data?.rows.length === 0 && <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">{t('emptyCatalogue')}</p>}
      {matrix.data && matrix.data.rows.length > 0 && <SupplyGrid projectId={project.id} rows={matrix.data.rows} warehouseId={warehouseId} onSupplied={onSupplied} />}
    </StockSection>
  );
}

interface SupplyGridProps {
  projectId: string;
  rows: MatrixRow[];
  warehouseId: string | undefined;
  onSupplied?: () => void;
}

export function SupplyGrid({ projectId, rows, warehouseId, onSupplied }: SupplyGridProps) {
  const t = useTranslations('stock.supply');
  const notify = useNotify();
  const supply = useSupplyWarehouse(projectId);
  const captionId = useId();
  const messageRef = useRef<HTMLParagraphElement>(null);
  const blank = useMemo<SupplyFormValues>(() => ({ reference: '', quantities: Object.fromEntries(rows.map((row) => [row.productVariantId, ''])) }), [rows]);
  const form = useForm<SupplyFormValues>({ defaultValues: blank, resolver: zodResolver(supplyFormSchema) });
  const quantities = useWatch({ control: form.control, name: 'quantities' });
  const total = totalOf(quantities ?? {});
  const errors = form.formState.errors;
  const rootMessage = errors.root?.message;
  const lineErrors = Object.values(errors.quantities ?? {}).filter(Boolean).length;

  // "Nothing entered" belongs to no field: the message takes the focus so that it is read out.
  useEffect(() => {
    if (rootMessage) messageRef.current?.focus();
  }, [rootMessage, form.formState.submitCount]);

  const submit = form.handleSubmit(async (values) => {
    const built = supplyBodyOf(
      values,
      rows.map((row) => row.productVariantId),
    );
    if (!built) {
      form.setError('root', { type: 'empty', message: 'empty' });
      return;
    }
    try {
      const result = await supply.mutateAsync(built.body);
      notify.success(t('success', { count: result.quantity }));
      form.reset(blank);
      onSupplied?.();
    } catch (error) {
      notify.error(error, { operation: 'create' });
      if (!isApiError(error)) return;
      let focused = false;
      for (const field of error.fields) {
        const target = fieldOfApiError(field, built.variantIds);
        if (!target) continue;
        const name = target === 'reference' ? ('reference' as const) : (`quantities.${target.variantId}` as const);
        form.setError(name, { message: target === 'reference' ? 'reference' : 'rejected' }, { shouldFocus: !focused });
        focused = true;
      }
    }
  });

  const errorText = (message: string | undefined) => (message ? t(`errors.${message}` as 'errors.integer') : undefined);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="max-w-md">
        <TextField label={t('reference')} hint={t('referenceHint')} autoComplete="off" {...form.register('reference')} error={errorText(errors.reference?.message)} />
      </div>
      <div className="max-w-3xl overflow-x-auto rounded-lg border border-slate-300 bg-white">
        <table className="min-w-full border-separate border-spacing-0 text-sm">
          <caption id={captionId} className="sr-only">
            {t('caption')}
          </caption>
          <thead>
            <tr className="bg-slate-100">
              <th scope="col" className="border-b border-slate-300 px-3 py-2 text-left font-semibold">
                {t('variant')}
              </th>
              <th scope="col" className="border-b border-slate-300 px-3 py-2 text-right font-semibold">
                {t('inWarehouse')}
              </th>
              <th scope="col" className="border-b border-slate-300 px-3 py-2 text-left font-semibold">
                {t('quantity')}
              </th>
            </tr>
          </thead>
          {groupByProduct(rows).map((group) => (
            <tbody key={group.productId}>
              <tr>
                <th scope="rowgroup" colSpan={3} className="border-b border-slate-200 bg-slate-50 px-3 py-2 text-left font-semibold text-slate-900">
                  {group.productTitle}
                </th>
              </tr>
              {group.rows.map((row) => {
                const inputId = `${captionId}-${row.productVariantId}`;
                const error = errorText(errors.quantities?.[row.productVariantId]?.message);
                return (
                  <tr key={row.productVariantId} data-testid="supply-row">
                    <th scope="row" className="border-b border-slate-100 px-3 py-2 pl-6 text-left font-normal text-slate-900">
                      {row.variantTitle}
                    </th>
                    <td className="border-b border-slate-100 px-3 py-2 text-right tabular-nums text-slate-800">{formatInteger((warehouseId && row.levels[warehouseId]) || 0)}</td>
                    <td className="border-b border-slate-100 px-3 py-2">
                      <label htmlFor={inputId} className="sr-only">
                        {t('quantityFor', { product: row.productTitle, variant: row.variantTitle })}
                      </label>
                      <input
                        id={inputId}
                        type="text"
                        inputMode="numeric"
                        autoComplete="off"
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${inputId}-error` : undefined}
                        className={clsx('min-h-11 w-28 rounded-md border bg-white px-3 text-right tabular-nums text-slate-900', error ? 'border-red-700' : 'border-slate-400')}
                        {...form.register(`quantities.${row.productVariantId}`)}
                      />
                      {error && (
                        <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
                          {error}
                        </p>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          ))}
        </table>
      </div>
      <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-4 rounded-lg border border-slate-300 bg-white p-4 shadow-sm">
        <div className="flex flex-col gap-1">
          <p role="status" className="font-semibold text-slate-900" data-testid="supply-total">
            {t('total', { count: total })}
          </p>
          {(rootMessage || lineErrors > 0) && (
            <p id={`${captionId}-message`} ref={messageRef} tabIndex={-1} role="alert" className="text-red-700">
              {rootMessage ? errorText(rootMessage) : t('errors.lines')}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => form.reset(blank)} disabled={supply.isPending}>
            {t('reset')}
          </Button>
          <Button type="submit" disabled={supply.isPending}>
            {supply.isPending ? t('submitting') : t('submit')}
          </Button>
        </div>
      </div>
    </form>
  );
}
