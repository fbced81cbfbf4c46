import { useTranslations } from 'next-intl';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatInteger } from '@/lib/format';
import { concessionStock } from '../../closing-plan';
import { CountInput } from './count-input';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';
import { variantName } from './variant-name';

/**
 * agentFee: the venue's agent sold the stock. Per variant, what the stands held together and what became of it:
 * sold, given away, damaged; what is left is returned to the organiser.
 */
export function ConcessionInventoryStep({ data, store, onDone }: StepProps) {
  const t = useTranslations('closing.concession');
  const inventory = store((state) => state.concessionInventory);
  const setConcession = store((state) => state.setConcession);
  const lines = concessionStock(data);
  const over = lines.filter((line) => {
    const units = inventory[line.productVariantId];
    return units && units.sold + units.free + units.damaged > line.expected;
  }).length;

  return (
    <StepFrame title={t('title')} intro={t('intro')} onContinue={onDone} blocked={over ? t('blocked', { count: over }) : undefined}>
      {lines.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700">{t('empty')}</p>
      ) : (
        <ScrollRegion label={t('caption')} className="rounded-lg border border-slate-300 bg-white">
          <table className="min-w-full text-sm">
            <caption className="sr-only">{t('caption')}</caption>
            <thead className="bg-slate-100">
              <tr>
                <th scope="col" className="px-3 py-2 text-left">{t('variant')}</th>
                <th scope="col" className="px-3 py-2 text-right">{t('expected')}</th>
                <th scope="col" className="px-3 py-2 text-right">{t('sold')}</th>
                <th scope="col" className="px-3 py-2 text-right">{t('free')}</th>
                <th scope="col" className="px-3 py-2 text-right">{t('damaged')}</th>
                <th scope="col" className="px-3 py-2 text-right">{t('returned')}</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => {
                const name = variantName({ productTitle: line.title, variantTitle: line.variantTitle });
                const units = inventory[line.productVariantId] ?? { sold: 0, free: 0, damaged: 0 };
                const returned = line.expected - units.sold - units.free - units.damaged;
                const set = (field: 'sold' | 'free' | 'damaged') => (value: number | null) => setConcession(line.productVariantId, { ...units, [field]: value ?? 0 });
                return (
                  <tr key={line.productVariantId} className="border-t border-slate-100">
                    <th scope="row" className="px-3 py-2 text-left font-normal">{name}</th>
                    <td className="px-3 py-2 text-right tabular-nums">{formatInteger(line.expected)}</td>
                    {(['sold', 'free', 'damaged'] as const).map((field) => (
                      <td key={field} className="px-3 py-2 text-right">
                        <CountInput label={t(`${field}Of`, { name })} value={units[field]} invalid={returned < 0} onChange={set(field)} />
                      </td>
                    ))}
                    <td className={returned < 0 ? 'px-3 py-2 text-right font-semibold text-red-800' : 'px-3 py-2 text-right tabular-nums'}>
                      {returned < 0 ? t('tooMany') : formatInteger(returned)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </StepFrame>
  );
}
