import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { paidByMethod, useCancelOrder, useOrder, useSandboxOutcome, type OrderView } from '@/features/orders';
import { isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useOnline } from '@/lib/network/use-online';
import { lineName } from './basket-line';
import { RestPayment } from './rest-payment';
import { touchButton } from './touch';

interface CardWaitingProps {
  order: OrderView;
  /** The order as it is now (paid, declined or still waiting): the register moves on from it. */
  onSettled: (order: OrderView) => void;
  /** The stand takes cash: a split sale's declined card part may be taken in cash instead. */
  cashAccepted?: boolean;
  /**
   * No network while the card waits: the seller gives the card up and takes the basket in cash (offline). The order
   * stays unpaid on the server, to be cancelled once the network is back (abandoned-card-orders.ts).
   */
  onTakeCash?: () => void;
}

/**
 * A card sale sent to the terminal: the amount, a waiting state until the provider answers, and with the sandbox
 * provider a clearly labelled "Mode test" panel whose buttons answer in the terminal's place. A real provider's answer
 * comes through its webhook, so the order is read again every 2 seconds meanwhile.
 */
export function CardWaiting({ order, onSettled, cashAccepted = true, onTakeCash }: CardWaitingProps) {
  const t = useTranslations('register.card');
  const headingId = useId();
  const notify = useNotify();
  const initial = order.payments.find((entry) => entry.method === 'card' && entry.status === 'pending') ?? order.payments.at(-1);
  const sandbox = initial?.provider === 'sandbox';
  // The sandbox answers through its buttons: read once (a reload may have missed the answer); a provider: keep reading.
  const current = useOrder(order.id, { pollMs: sandbox ? false : 2000 });
  // The order as last read: a split sale's card part may have been declined, or sent again, since.
  const live = current.data ?? order;
  const payment = live.payments.find((entry) => entry.method === 'card' && entry.status === 'pending');
  // A split sale whose card part was declined: its cash part is in, the rest is still due (nothing at the terminal).
  const awaitingRest = live.status === 'inProgress' && !payment && live.payments.some((entry) => entry.status === 'succeeded');
  const outcome = useSandboxOutcome();
  const cancel = useCancelOrder();
  // No network: no answer can reach the server, so none is offered; the sale is never counted paid meanwhile.
  const online = useOnline();
  const busy = outcome.isPending || cancel.isPending || !online;
  // Cash instead is offered for a card-only sale: a split sale's cash part is in the drawer already.
  const cashInstead = cashAccepted && onTakeCash !== undefined && !live.payments.some((entry) => entry.status === 'succeeded');

  // Every answer (the buttons', a cancellation's, a poll's) lands in the order's cache: the register moves on once.
  const settled = useRef(false);
  useEffect(() => {
    if (settled.current || !current.data || current.data.status === 'inProgress') return;
    settled.current = true;
    onSettled(current.data);
  }, [current.data, onSettled]);

  function answer(choice: 'approve' | 'decline') {
    if (!payment || busy) return;
    outcome.mutate(
      { paymentId: payment.id, outcome: choice },
      {
        onError: (error) => {
          // Settled meanwhile (the other button, another tablet): what it became is read again.
          if (isApiError(error) && error.errorCode === 'PAYMENT_NOT_PENDING') void current.refetch();
          notify.error(error, { operation: 'update' });
        },
      },
    );
  }

  return (
    <section aria-labelledby={headingId} className="mx-auto flex w-full max-w-2xl flex-col gap-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-2xl font-semibold">
        {t('title', { ticket: order.ticketNumber })}
      </h2>
      <div className="flex items-baseline justify-between gap-4">
        <span className="text-xl text-slate-800">{t('amountSent')}</span>
        <span className="text-4xl font-bold text-slate-900">{formatMoney(payment?.amount ?? order.totalInclVat)}</span>
      </div>
      <ul className="text-slate-700">
        {order.items.map((item) => (
          <li key={item.id}>{t('line', { quantity: item.quantity, name: lineName(item) })}</li>
        ))}
      </ul>
      {awaitingRest ? (
        <RestPayment order={live} cashAccepted={cashAccepted} busy={busy} />
      ) : (
        <p role="status" className="flex items-center gap-3 rounded-md border border-blue-200 bg-blue-50 p-4 text-lg text-blue-900">
          <span aria-hidden="true" className="inline-block size-5 animate-spin rounded-full border-4 border-blue-300 border-t-blue-800" />
          {t('waiting')}
        </p>
      )}
      {!online && (
        <div role="alert" className="flex flex-col gap-3 rounded-md border-2 border-amber-600 bg-amber-50 p-4 text-lg text-amber-900">
          <p>{cashInstead ? t('offline') : t('offlineNoCash')}</p>
          {cashInstead && (
            <Button className={touchButton} onClick={onTakeCash}>
              {t('takeCash')}
            </Button>
          )}
        </div>
      )}
      {sandbox && payment && (
        <div className="flex flex-col gap-3 rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 p-4">
          <h3 className="text-lg font-semibold text-amber-900">{t('sandboxTitle')}</h3>
          <p className="text-amber-900">{t('sandboxText')}</p>
          <div className="grid grid-cols-2 gap-3">
            <Button className="min-h-16 bg-green-800 text-xl hover:bg-green-900" disabled={busy} onClick={() => answer('approve')}>
              {t('approve')}
            </Button>
            <Button variant="danger" className="min-h-16 text-xl" disabled={busy} onClick={() => answer('decline')}>
              {t('decline')}
            </Button>
          </div>
        </div>
      )}
      <Button
        variant="secondary"
        className={touchButton}
        disabled={busy}
        onClick={() => cancel.mutate(order.id, { onError: (error) => notify.error(error, { operation: 'update' }) })}
      >
        {awaitingRest ? t('cancelSplit', { cash: formatMoney(paidByMethod(live.payments).cash) }) : t('cancel')}
      </Button>
    </section>
  );
}
