import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { refundableUnits, refundAmount, refundBody, refundMethods, useRefundOrder, type OrderView, type PaymentMethod, type RefundDraft } from '@/features/orders';
import { ApiError, isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { newCheckoutKey } from '@/stores/register-basket';
import { lineName } from './basket-line';
import { QuantityStepper } from './quantity-stepper';
import { RegisterDialog } from './register-dialog';
import { touchButton, touchInput } from './touch';

/**
 * A refund, line by line: how many units, whether they come back damaged (written off instead of back on the shelf),
 * cash or card. One Idempotency-Key per attempt, renewed after a success.
 */
export function RefundDialog({ order, cashAccepted, onClose }: { order: OrderView | null; cashAccepted: boolean; onClose: () => void }) {
  const t = useTranslations('register.refund');
  return (
    <RegisterDialog open={Boolean(order)} title={order ? t('title', { ticket: order.ticketNumber }) : ''} onClose={onClose} wide actions={null}>
      {order && <RefundForm key={order.id} order={order} cashAccepted={cashAccepted} onClose={onClose} />}
    </RegisterDialog>
  );
}

function RefundForm({ order, cashAccepted, onClose }: { order: OrderView; cashAccepted: boolean; onClose: () => void }) {
  const t = useTranslations('register.refund');
  const notify = useNotify();
  const id = useId();
  const refund = useRefundOrder();
  const [key, setKey] = useState(newCheckoutKey);
  const [draft, setDraft] = useState<RefundDraft>({});
  const methods = refundMethods(order, cashAccepted);
  const [method, setMethod] = useState<PaymentMethod>(methods.includes(order.paymentMethod) ? order.paymentMethod : (methods[0] ?? order.paymentMethod));
  const [reason, setReason] = useState('');
  const [flagged, setFlagged] = useState<string[]>([]);
  const amount = refundAmount(order, draft);
  const lines = order.items.filter((item) => refundableUnits(item) > 0);
  const chosen = Object.values(draft).some((line) => line.quantity > 0);
  const change = (itemId: string, patch: Partial<RefundDraft[string]>) =>
    setDraft((current) => ({ ...current, [itemId]: { quantity: 0, damaged: false, ...current[itemId], ...patch } }));

  function submit() {
    const body = refundBody(order, draft, method, reason);
    if (!body.items.length || refund.isPending) return;
    setFlagged([]);
    refund.mutate(
      { orderId: order.id, idempotencyKey: key, ...body },
      {
        onSuccess: () => {
          setKey(newCheckoutKey());
          notify.success(t('done', { amount: formatMoney(amount), ticket: order.ticketNumber }));
          onClose();
        },
        onError: (error) => {
          const named = isApiError(error)
            ? error.fields.flatMap((field) => {
                const index = /^items\.(\d+)\./.exec(field)?.[1];
                return index === undefined || !body.items[Number(index)] ? [] : [body.items[Number(index)]!.orderItemId];
              })
            : [];
          setFlagged(named);
          notify.error(named.length && isApiError(error) ? new ApiError(error.status, { errorCode: error.errorCode }) : error, { operation: 'create' });
        },
      },
    );
  }

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
        <Button variant="secondary" className={touchButton} disabled={refund.isPending} onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="danger" className={touchButton} disabled={refund.isPending || !chosen}>
          {refund.isPending ? t('pending') : t('confirm', { amount: formatMoney(amount) })}
        </Button>
      </div>
    </form>
  );
}
