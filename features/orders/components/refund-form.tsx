import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { refundableUnits } from '../refund-model';
import type { OrderView } from '../types';
import { useRefundDraft } from './use-refund-draft';

/**
 * The manager's refund of an order, inside its detail: units per line (damaged ones are written off instead of going
 * back to the stand or the shop), the method, a reason. A shop order was paid online: its card only, no cash. A
 * stand order may be given back in cash (the server checks that the stand takes cash). One Idempotency-Key per
 * attempt, kept while it is retried, renewed after a success.
 */
export function RefundForm({ order, onDone, onCancel }: { order: OrderView; onDone: (order: OrderView) => void; onCancel: () => void }) {
  const t = useTranslations('orders.sales.refund');
  const tMethod = useTranslations('orders.sales.method');
  const id = useId();
  const notify = useNotify();
  const { draft, change, methods, method, setMethod, reason, setReason, flagged, submit, pending, amount, lines, chosen } = useRefundDraft(order, true, (updated, given) => {
    notify.success(t('done', { amount: formatMoney(given), ticket: order.ticketNumber }));
    onDone(updated);
  });

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 border-t border-slate-300 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {t('title')}
      </h3>
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
                  onChange={(event) => change(item.id, { quantity: Math.max(0, Math.min(refundableUnits(item), Math.trunc(Number(event.target.value) || 0))) })}
                  className="w-24 rounded-md border border-slate-400 px-2 py-1 text-right tabular-nums"
                />
              </label>
              <label className="flex min-h-11 items-center gap-2">
                <input type="checkbox" className="size-5" checked={line.damaged} onChange={(event) => change(item.id, { damaged: event.target.checked })} />
                {t('damaged')}
                <span className="sr-only"> — {name}</span>
              </label>
            </li>
          );
        })}
      </ul>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium text-slate-800">{t('method')}</legend>
        <div className="flex flex-wrap gap-4">
          {methods.map((entry) => (
            <label key={entry} className="flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3">
              <input type="radio" name={`${id}-method`} value={entry} checked={method === entry} onChange={() => setMethod(entry)} />
              {tMethod(entry)}
            </label>
          ))}
        </div>
        {order.channel === 'shop' && <p className="text-sm text-slate-700">{t('shopCardOnly')}</p>}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-reason`} className="font-medium text-slate-800">
          {t('reason')}
        </label>
        <input id={`${id}-reason`} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} className="rounded-md border border-slate-400 px-3 py-2" />
      </div>
      <p className="font-semibold" aria-live="polite">
        {t('amount', { amount: formatMoney(amount) })}
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" disabled={pending} onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="danger" disabled={pending || !chosen || methods.length === 0}>
          {pending ? t('pending') : t('confirm', { amount: formatMoney(amount) })}
        </Button>
      </div>
    </form>
  );
}
