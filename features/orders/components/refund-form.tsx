import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import type { OrderView } from '../types';
import { RefundLines } from './refund-lines';
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
    notify.success(t('done', { amount: formatMoney(given), ticket: order.receiptNumber }));
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
      <RefundLines lines={lines} draft={draft} flagged={flagged} onChange={change} />
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
