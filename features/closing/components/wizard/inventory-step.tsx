import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { LowStockIcon } from '@/features/stock';
import { formatInteger } from '@/lib/format';
import { emptyClosingForm } from '../../closing-store';
import { isLargeGap } from '../../closing-flow';
import { CountInput } from './count-input';
import { StepFrame } from './step-frame';
import type { StandStepProps } from './step-props';
import { variantName } from './variant-name';

/**
 * What is left at the stand, counted per variant: good units and damaged ones, against what the ledger expects. A
 * line more than 15 % away from it is flagged (spec §9), in words as well as colour; the confirmation books the
 * gap as missing or found units.
 */
export function InventoryStep({ stand, store, onDone }: StandStepProps) {
  const t = useTranslations('closing.inventory');
  const form = store((state) => state.closingForm[stand.id]) ?? emptyClosingForm;
  const setCounted = store((state) => state.setCounted);
  const updateForm = store((state) => state.updateForm);
  const lines = stand.levels.filter((level) => level.expected > 0);
  const missing = lines.filter((line) => form.inventory[line.productVariantId] === undefined).length;
  const flagged = lines.filter((line) => {
    const units = form.inventory[line.productVariantId];
    return units !== undefined && isLargeGap(line.expected, units.counted + units.damaged);
  }).length;

  function fillExpected() {
    for (const line of lines) if (!form.inventory[line.productVariantId]) setCounted(stand.id, line.productVariantId, { counted: line.expected, damaged: 0 });
  }

  return (
    <StepFrame
      title={t('title', { stand: stand.name })}
      intro={t('intro')}
      onContinue={() => {
        updateForm(stand.id, { isInventoryValid: true });
        onDone();
      }}
      blocked={missing ? t('blocked', { count: missing }) : undefined}
    >
      {stand.inTransit > 0 && <p className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950">{t('inTransit', { count: stand.inTransit })}</p>}
      {lines.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">{t('empty')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" onClick={fillExpected} disabled={missing === 0}>
              {t('fillExpected')}
            </Button>
            <p aria-live="polite" className={clsx('font-medium', flagged ? 'text-red-800' : 'text-slate-700')}>
              {flagged ? t('flagged', { count: flagged }) : t('noGap')}
            </p>
          </div>
          <ScrollRegion label={t('caption', { stand: stand.name })} className="rounded-lg border border-slate-300 bg-white">
            <table className="min-w-full text-sm">
              <caption className="sr-only">{t('caption', { stand: stand.name })}</caption>
              <thead className="bg-slate-100">
                <tr>
                  <th scope="col" className="px-3 py-2 text-left">{t('variant')}</th>
                  <th scope="col" className="px-3 py-2 text-right">{t('expected')}</th>
                  <th scope="col" className="px-3 py-2 text-right">{t('counted')}</th>
                  <th scope="col" className="px-3 py-2 text-right">{t('damaged')}</th>
                  <th scope="col" className="px-3 py-2 text-right">{t('gap')}</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => {
                  const name = variantName(line);
                  const units = form.inventory[line.productVariantId];
                  const gap = units ? units.counted + units.damaged - line.expected : null;
                  const large = units !== undefined && isLargeGap(line.expected, units.counted + units.damaged);
                  const set = (change: Partial<{ counted: number; damaged: number }>) =>
                    setCounted(stand.id, line.productVariantId, { counted: units?.counted ?? 0, damaged: units?.damaged ?? 0, ...change });
                  return (
                    <tr key={line.productVariantId} data-large-gap={large || undefined} className={clsx('border-t border-slate-100', large && 'bg-red-50')}>
                      <th scope="row" className="px-3 py-2 text-left font-normal">{name}</th>
                      <td className="px-3 py-2 text-right tabular-nums">{formatInteger(line.expected)}</td>
                      <td className="px-3 py-2 text-right">
                        <CountInput label={t('countedOf', { name })} value={units?.counted ?? null} onChange={(counted) => set({ counted: counted ?? 0 })} />
                      </td>
                      <td className="px-3 py-2 text-right">
                        <CountInput label={t('damagedOf', { name })} value={units ? units.damaged : null} onChange={(damaged) => set({ damaged: damaged ?? 0 })} />
                      </td>
                      <td className={clsx('px-3 py-2 text-right tabular-nums', large ? 'font-semibold text-red-800' : 'text-slate-900')}>
                        <span className="inline-flex items-center justify-end gap-1">
                          {large && <LowStockIcon />}
                          {gap === null ? '—' : gap === 0 ? '0' : `${gap > 0 ? '+' : '−'}${formatInteger(Math.abs(gap))}`}
                          {large && <span className="sr-only"> ({t('largeGap')})</span>}
                        </span>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      )}
    </StepFrame>
  );
}
