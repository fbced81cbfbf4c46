import { useTranslations } from 'next-intl';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatInteger, formatMoney } from '@/lib/format';
import { StepFrame } from './step-frame';
import type { StandStepProps } from './step-props';
import { variantName } from './variant-name';

/** The units the register sold at the stand, per variant, to check against the stand's own notes before counting. */
export function SellsStep({ stand, store, onDone }: StandStepProps) {
  const t = useTranslations('closing.sells');
  const updateForm = store((state) => state.updateForm);
  const names = new Map(stand.levels.map((level) => [level.productVariantId, variantName(level)]));
  const sold = stand.sold.filter((line) => line.quantity > 0);
  const units = sold.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <StepFrame
      title={t('title', { stand: stand.name })}
      intro={t('intro', { sales: stand.takings.sales, units, amount: formatMoney(stand.takings.total) })}
      onContinue={() => {
        updateForm(stand.id, { totalWithTax: stand.takings.total });
        onDone();
      }}
    >
      {sold.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">{t('none')}</p>
      ) : (
        <ScrollRegion label={t('caption', { stand: stand.name })} className="rounded-lg border border-slate-300 bg-white">
          <table className="min-w-full text-sm">
            <caption className="sr-only">{t('caption', { stand: stand.name })}</caption>
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="px-3 py-2 text-left">{t('variant')}</th>
                <th scope="col" className="px-3 py-2 text-right">{t('sold')}</th>
                <th scope="col" className="px-3 py-2 text-right">{t('free')}</th>
              </tr>
            </thead>
            <tbody>
              {sold.map((line) => (
                <tr key={line.productVariantId} className="border-t border-slate-100">
                  <th scope="row" className="px-3 py-2 text-left font-normal">{names.get(line.productVariantId) ?? t('unknownVariant')}</th>
                  <td className="px-3 py-2 text-right tabular-nums">{formatInteger(line.quantity)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{formatInteger(line.free)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </StepFrame>
  );
}
