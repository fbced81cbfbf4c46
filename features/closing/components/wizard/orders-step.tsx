import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { eventLinks } from '@/features/events';
import { useCancelNoShowOrder, useCancelOrder } from '@/features/orders';
import { ManualHandoverDialog } from '@/features/register';
import type { ManualProof } from '@/features/shops/schemas';
import { apiFetch, isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { closingKeys } from '../../api';
import type { ClosingOrder } from '../../types';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

const awaitingPayment = (order: ClosingOrder) => order.status === 'creating' || order.status === 'inProgress';

/**
 * Orders still open when the closing starts: card sales waiting for their payment (cancel them: their units go
 * back) and click-and-collect orders not handed over: handed over by hand, with the number, name and e-mail, when
 * the spectator took them unscanned, or, for a buyer who never came, canceled and refunded to their card (units back
 * in the shop's stock). The event cannot close while any is left.
 */
export function OrdersStep({ data, projectId, onDone }: StepProps) {
  const t = useTranslations('closing.orders');
  const { formatDateTime } = useDateFormat();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const cancel = useCancelOrder();
  const noShow = useCancelNoShowOrder();
  const orders = data.ordersInProgress;

  async function settle(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      notify.success(done);
    } catch (error) {
      notify.error(error, { operation: 'update' });
    }
    await queryClient.invalidateQueries({ queryKey: closingKeys.data(data.event.id) });
  }

  const cancelOrder = (order: ClosingOrder) => settle(() => cancel.mutateAsync(order.id), t('canceled', { ticket: order.ticketNumber, channel: order.channel }));

  // The spectator came and took the bag, but nobody scanned it: handed over at the stand that collects the shop's
  // orders, by hand, as at the register (number, name and e-mail checked, recorded as manual: the id alone hands
  // nothing over), under a key of its own so that a double click is one handover.
  const [handing, setHanding] = useState<ClosingOrder | null>(null);
  const [handingBusy, setHandingBusy] = useState(false);
  async function handOver(order: ClosingOrder, proof: ManualProof): Promise<string[]> {
    setHandingBusy(true);
    try {
      await apiFetch(`/v1/stands/${order.collectionStandId}/collections/${order.id}`, { method: 'PUT', body: { status: 'exchanged', proof }, headers: { 'Idempotency-Key': `closing-handover-${order.id}` } });
      notify.success(t('handedOver', { ticket: order.ticketNumber }));
    } catch (error) {
      if (isApiError(error) && error.errorCode === 'COLLECTION_CUSTOMER_MISMATCH') return error.fields;
      notify.error(error, { operation: 'update' });
    } finally {
      setHandingBusy(false);
    }
    setHanding(null);
    await queryClient.invalidateQueries({ queryKey: closingKeys.data(data.event.id) });
    return [];
  }

  // A buyer who never came: after a confirmation that says where the money goes, refunded and canceled, under a key
  // of its own so that a retry or a double click is one refund.
  const [absent, setAbsent] = useState<ClosingOrder | null>(null);
  async function cancelNoShow(order: ClosingOrder) {
    await settle(() => noShow.mutateAsync({ orderId: order.id, idempotencyKey: `closing-no-show-${order.id}` }), t('noShowDone', { ticket: order.ticketNumber }));
    setAbsent(null);
  }

  return (
    <StepFrame title={t('title')} intro={t('intro')} onContinue={onDone} blocked={orders.length ? t('blocked', { count: orders.length }) : undefined}>
      {orders.length === 0 ? (
        <p className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">{t('none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4">
              <div>
                <p className="font-semibold">
                  {t('order', { ticket: order.ticketNumber, channel: order.channel, amount: formatMoney(order.totalInclVat) })}
                </p>
                <p className="text-sm text-slate-700">
                  {t(`status.${order.status}`)} · {order.customerName ?? order.standName ?? t('shop')} · {formatDateTime(order.createdAt)}
                </p>
              </div>
              {awaitingPayment(order) ? (
                <Button variant="secondary" onClick={() => void cancelOrder(order)} disabled={cancel.isPending}>
                  {t('cancel', { ticket: order.ticketNumber, channel: order.channel })}
                </Button>
              ) : (
                <div className="flex flex-wrap items-center gap-3">
                  {order.collectionStandId && (
                    <Button variant="secondary" onClick={() => setHanding(order)}>
                      {t('handOver', { ticket: order.ticketNumber })}
                    </Button>
                  )}
                  {order.channel === 'shop' && (
                    <Button variant="secondary" onClick={() => setAbsent(order)}>
                      {t('noShow', { ticket: order.ticketNumber })}
                    </Button>
                  )}
                  <Link href={eventLinks.sales(projectId, data.event.id)} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
                    {t('openSales')}
                  </Link>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button variant="secondary" onClick={() => void queryClient.invalidateQueries({ queryKey: closingKeys.data(data.event.id) })}>
          {t('refresh')}
        </Button>
      </div>
      <ManualHandoverDialog
        key={handing?.id ?? 'none'}
        order={handing && { number: handing.ticketNumber }}
        busy={handingBusy}
        onSubmit={(proof) => handOver(handing!, proof)}
        onClose={() => setHanding(null)}
      />
      <ConfirmDialog
        open={absent !== null}
        title={t('noShowTitle', { ticket: absent?.ticketNumber ?? 0 })}
        confirmLabel={t('noShowConfirm')}
        cancelLabel={t('noShowKeep')}
        pendingLabel={t('noShowPending')}
        pending={noShow.isPending}
        tone="danger"
        onConfirm={() => void cancelNoShow(absent!)}
        onClose={() => setAbsent(null)}
      >
        {absent && (
          <>
            <p>{absent.customerName ? t('noShowRefund', { amount: formatMoney(absent.totalInclVat), name: absent.customerName }) : t('noShowRefundBuyer', { amount: formatMoney(absent.totalInclVat) })}</p>
            <p className="mt-2">{t('noShowStock')}</p>
          </>
        )}
      </ConfirmDialog>
    </StepFrame>
  );
}
