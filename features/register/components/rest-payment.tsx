import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { balanceDue, changeDue, paidByMethod, usePayBalance, type OrderView } from '@/features/orders';
import { newIdempotencyKey } from '@/lib/api-client/new-idempotency-key';
import { formatMoney } from '@/lib/format';
import { CashPayment } from './cash-payment';
import { touchButton } from './touch';

interface RestPaymentProps {
  order: OrderView;
  /** The stand takes cash: the rest may be collected in cash. */
  cashAccepted: boolean;
  busy: boolean;
}

/**
 * A split sale whose card part was declined: its cash part is in the drawer, the rest is still due. The seller tries
 * the card again or takes the rest in cash (POST /v1/orders/{id}/payments); the order's answer moves the register on.
 */
export function RestPayment({ order, cashAccepted, busy }: RestPaymentProps) {
  const t = useTranslations('register.rest');
  const tp = useTranslations('register.payment');
  const notify = useNotify();
  const pay = usePayBalance();
  // One key per attempt, kept while it is retried: a lost answer's retry is the same payment.
  const [key, setKey] = useState(newIdempotencyKey);
  const [inCash, setInCash] = useState(false);
  const [tendered, setTendered] = useState(0);
  const rest = balanceDue(order);
  const disabled = busy || pay.isPending;

  function send(body: { method: 'card' } | { method: 'cash'; amountTendered: number }) {
    pay.mutate({ orderId: order.id, idempotencyKey: key, ...body }, { onSuccess: () => setKey(newIdempotencyKey()), onError: (error) => notify.error(error, { operation: 'create' }) });
  }

  return (
    <div className="flex flex-col gap-3">
      <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-lg text-red-900">
        {t('declined', { rest: formatMoney(rest), cash: formatMoney(paidByMethod(order.payments).cash) })}
      </p>
      {inCash ? (
        <>
          <CashPayment total={rest} tendered={tendered} onTendered={setTendered} />
          <div className="grid grid-cols-[auto_1fr] gap-3">
            <Button variant="secondary" className={touchButton} disabled={disabled} onClick={() => setInCash(false)}>
              {tp('back')}
            </Button>
            <Button className="min-h-16 text-xl" disabled={disabled || changeDue(rest, tendered) === null} onClick={() => send({ method: 'cash', amountTendered: tendered })}>
              {pay.isPending ? tp('collecting') : tp('collect', { amount: formatMoney(rest) })}
            </Button>
          </div>
        </>
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <Button className="min-h-16 text-xl" disabled={disabled} onClick={() => send({ method: 'card' })}>
            {pay.isPending ? tp('sending') : t('retryCard', { amount: formatMoney(rest) })}
          </Button>
          <Button className="min-h-16 text-xl" disabled={disabled || !cashAccepted} onClick={() => setInCash(true)}>
            {t('inCash', { amount: formatMoney(rest) })}
          </Button>
        </div>
      )}
    </div>
  );
}
