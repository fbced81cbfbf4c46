import { useTranslations } from 'next-intl';
import { formatInteger } from '@/lib/format';
import { receiptTypes, type TransferView } from '../../types';
import { variantLabel } from './quantity-model';
import { countsOf } from './receipt-model';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** A transfer's lines with what was counted of each, read-only (finished, canceled, or not ours to receive). */
export function ReceiptSummary({ transfer }: { transfer: TransferView }) {
  const t = useTranslations('transfers.check');
  const tr = useTranslations('transfers.receiptTypes');
  return (
    <ScrollRegion label={t('linesTitle', { count: transfer.items.length })} className="rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left">
        <caption className="px-4 pt-4 text-left text-lg font-semibold text-slate-900">{t('linesTitle', { count: transfer.items.length })}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="px-4 py-3">{t('item')}</th>
            <th scope="col" className="px-4 py-3 text-right">{t('sentColumn')}</th>
            {receiptTypes.map((type) => (
              <th key={type} scope="col" className="px-4 py-3 text-right">
                {tr(type)}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-right">{t('pendingColumn')}</th>
          </tr>
        </thead>
        <tbody>
          {transfer.items.map((item) => {
            const counts = countsOf(item);
            return (
              <tr key={item.id} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="px-4 py-3 font-medium">
                  {variantLabel(item)}
                </th>
                <td className="px-4 py-3 text-right tabular-nums">{formatInteger(item.quantity)}</td>
                {receiptTypes.map((type) => (
                  <td key={type} className="px-4 py-3 text-right tabular-nums">
                    {formatInteger(counts[type])}
                  </td>
                ))}
                <td className="px-4 py-3 text-right tabular-nums">{formatInteger(item.pending)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
