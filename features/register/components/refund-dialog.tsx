import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { refundableUnits, useRefundDraft, type OrderView } from '@/features/orders';
import { formatMoney } from '@/lib/format';
import { lineName } from './basket-line';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { RegisterDialog } from './register-dialog';
import { touchButton, touchInput } from './touch';

/**
 * A refund, line by line: how many units, whether they come back damaged (written off instead of back on the shelf),
 * cash or card. One Idempotency-Key per attempt, renewed after a success.
 */
export function RefundDialog({ order, cashAccepted, onClose }: { order: OrderView | null; cashAccepted: boolean; onClose: () => void }) {
  const t = useTranslations('register.refund');
  return (
    <RegisterDialog open={Boolean(order)} title={order ? t('title', { ticket: order.receiptNumber }) : ''} onClose={onClose} wide actions={null}>
      {order && <RefundForm key={order.id} order={order} cashAccepted={cashAccepted} onClose={onClose} />}
    </RegisterDialog>
  );
}

function RefundForm({ order, cashAccepted, onClose }: { order: OrderView; cashAccepted: boolean; onClose: () => void }) {
  const t = useTranslations('register.refund');
  const id = useId();
  const notify = useNotify();
  const { draft, change, methods, method, setMethod, reason, setReason, flagged, submit, pending, amount, lines, chosen } = useRefundDraft(order, cashAccepted, (_updated, given) => {
    notify.success(t('done', { amount: formatMoney(given), ticket: order.receiptNumber }));
    onClose();
  });

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ul className="flex flex-col divide-y divide-slate-200">
        {lines.map((item) => {
          const name = lineName(item);
          const line = draft[item.id] ?? { quantity: 0, damaged: false };
          return (
            <li key={item.id} className="flex flex-wrap items-end justify-between gap-3 py-3">
              <div className="flex min-w-48 flex-col">
                <span className="font-semibold">{name}</span>
                <span className="text-sm text-slate-700">{t('sold', { quantity: item.quantity, refunded: item.refundedQuantity, total: formatMoney(item.lineTotal) })}</span>
                {flagged.includes(item.id) && <span className="text-sm font-semibold text-red-700">{t('tooMany')}</span>}
              </div>
              <QuantityStepper label={t('quantityOf', { name })} value={line.quantity} max={refundableUnits(item)} invalid={flagged.includes(item.id)} onChange={(quantity) => change(item.id, { quantity })} />
              <label className="flex min-h-12 items-center gap-3 text-lg">
                <input type="checkbox" className="size-6" checked={line.damaged} onChange={(event) => change(item.id, { damaged: event.target.checked })} />
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
          {(['cash', 'card'] as const).map((entry) => (
            <label key={entry} className="flex min-h-12 items-center gap-3 rounded-md border border-slate-300 px-4 text-lg">
              <input type="radio" name={`${id}-method`} className="size-6" value={entry} checked={method === entry} disabled={!methods.includes(entry)} onChange={() => setMethod(entry)} />
              {t(entry)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-reason`} className="font-medium text-slate-800">
          {t('reason')}
        </label>
        <input id={`${id}-reason`} value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} className={touchInput} />
      </div>
      <p className="text-xl font-semibold" aria-live="polite">
        {t('amount', { amount: formatMoney(amount) })}
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" className={touchButton} disabled={pending} onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="danger" className={touchButton} disabled={pending || !chosen}>
          {pending ? t('pending') : t('confirm', { amount: formatMoney(amount) })}
        </Button>
      </div>
    </form>
  );
}
