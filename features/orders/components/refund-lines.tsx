import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';
import { refundableUnits, type RefundDraft } from '../refund-model';
import type { OrderItemView } from '../types';

interface RefundLinesProps {
  /** The lines that still have units to refund. */
  lines: OrderItemView[];
  draft: RefundDraft;
  /** Lines the server refused (more than is left to refund). */
  flagged: string[];
  onChange: (itemId: string, patch: Partial<RefundDraft[string]>) => void;
}

/**
 * The lines of a refund on a desktop screen: how many units of each (bounded by what is left to refund), and whether
 * they come back damaged. Shared by the manager's refund in the order detail and the post-closing adjustment.
 */
export function RefundLines({ lines, draft, flagged, onChange }: RefundLinesProps) {
  const t = useTranslations('orders.sales.refund');
  return (
    <ul className="flex flex-col divide-y divide-slate-200">
      {lines.map((item) => {
        const name = [item.productTitle, item.variantTitle].filter(Boolean).join(' · ');
        const line = draft[item.id] ?? { quantity: 0, damaged: false };
        return (
          <li key={item.id} className="flex flex-wrap items-end justify-between gap-3 py-2">
            <div className="flex min-w-48 flex-col">
              <span className="font-medium">{name}</span>
              <span className="text-sm text-slate-700">{t('sold', { quantity: item.quantity, refunded: item.refundedQuantity, total: formatMoney(item.lineTotal) })}</span>
              {flagged.includes(item.id) && <span className="text-sm font-semibold text-red-700">{t('tooMany')}</span>}
            </div>
            <label className="flex flex-col gap-1 text-sm">
              {t('quantity')}
              <input
                type="number"
                min={0}
                max={refundableUnits(item)}
                value={line.quantity}
                aria-label={t('quantityOf', { name })}
                aria-invalid={flagged.includes(item.id) || undefined}
                onChange={(event) => onChange(item.id, { quantity: Math.max(0, Math.min(refundableUnits(item), Math.trunc(Number(event.target.value) || 0))) })}
                className="w-24 rounded-md border border-slate-400 px-2 py-1 text-right tabular-nums"
              />
            </label>
            <label className="flex min-h-11 items-center gap-2">
              <input type="checkbox" className="size-5" checked={line.damaged} onChange={(event) => onChange(item.id, { damaged: event.target.checked })} />
              {t('damaged')}
              <span className="sr-only"> — {name}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
