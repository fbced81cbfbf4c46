import { useTranslations } from 'next-intl';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatInteger, formatMoney, formatRate } from '@/lib/format';
import { concessionStock, feesOf } from '../../closing-plan';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

interface ProductFigures {
  title: string;
  sold: number;
  free: number;
  returned: number;
  damaged: number;
  /** Cents, VAT included, at the catalogue's prices. */
  soldAmount: number;
  freeAmount: number;
}

/** agentFee: the concession per product, in units and in what they make at the catalogue's prices. */
export function FinanceStep({ data, store, onDone }: StepProps) {
  const t = useTranslations('closing.finance');
  const state = store((current) => current);
  const fees = feesOf(data, state);
  const products = new Map<string, ProductFigures>();
  for (const line of concessionStock(data)) {
    const units = state.concessionInventory[line.productVariantId] ?? { sold: 0, free: 0, damaged: 0 };
    const entry = products.get(line.productId) ?? { title: line.title, sold: 0, free: 0, returned: 0, damaged: 0, soldAmount: 0, freeAmount: 0 };
    entry.sold += units.sold;
    entry.free += units.free;
    entry.damaged += units.damaged;
    entry.returned += Math.max(0, line.expected - units.sold - units.free - units.damaged);
    entry.soldAmount += units.sold * line.price;
    entry.freeAmount += units.free * line.price;
    products.set(line.productId, entry);
  }
  const rows = [...products.values()];
  const gross = rows.reduce((sum, row) => sum + row.soldAmount, 0);

  return (
    <StepFrame
      title={t('title')}
      intro={t('intro', { rate: formatRate(fees.commissionAgentFeeAmount ?? 0), vat: formatRate(fees.commissionAgentFeeVat ?? 0) })}
      onContinue={onDone}
    >
      <ScrollRegion label={t('caption')} className="rounded-lg border border-slate-300 bg-white">
        <table className="min-w-full text-sm">
          <caption className="sr-only">{t('caption')}</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className="px-3 py-2 text-left">{t('product')}</th>
              <th scope="col" className="px-3 py-2 text-right">{t('sold')}</th>
              <th scope="col" className="px-3 py-2 text-right">{t('soldAmount')}</th>
              <th scope="col" className="px-3 py-2 text-right">{t('free')}</th>
              <th scope="col" className="px-3 py-2 text-right">{t('freeAmount')}</th>
              <th scope="col" className="px-3 py-2 text-right">{t('returned')}</th>
              <th scope="col" className="px-3 py-2 text-right">{t('damaged')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.title} className="border-t border-slate-100">
                <th scope="row" className="px-3 py-2 text-left font-normal">{row.title}</th>
                <td className="px-3 py-2 text-right tabular-nums">{formatInteger(row.sold)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatMoney(row.soldAmount)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatInteger(row.free)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatMoney(row.freeAmount)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatInteger(row.returned)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatInteger(row.damaged)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="bg-slate-100 font-semibold">
            <tr>
              <th scope="row" className="px-3 py-2 text-left">{t('total')}</th>
              <td className="px-3 py-2 text-right tabular-nums">{formatInteger(rows.reduce((sum, row) => sum + row.sold, 0))}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatMoney(gross)}</td>
              <td colSpan={4} />
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
    </StepFrame>
  );
}
