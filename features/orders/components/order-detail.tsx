import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { formatMoney, formatRate } from '@/lib/format';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { paidByMethod, paidWith } from '../payment-parts';
import { isRefundable } from '../refund-model';
import type { OrderView } from '../types';
import { RefundForm } from './refund-form';

/**
 * One order in a modal <dialog> (focus kept inside, Escape closes, focus returns to the ticket link): its lines,
 * payments and refunds, and the link to its receipt. The tour's writers refund from here (`canRefund`): a stand's
 * sale or a shop order, which only they may refund (docs/decisions.md, 2026-11-25).
 */
export function OrderDetail({ order, onClose, canRefund = false, onRefunded }: { order: OrderView | null; onClose: () => void; canRefund?: boolean; onRefunded?: (order: OrderView) => void }) {
  const { formatDateTime } = useDateFormat();
  const t = useTranslations('orders.sales');
  // The order whose refund form is open: another order opened shows its detail first.
  const [refundingId, setRefundingId] = useState<string | null>(null);
  const refunding = order !== null && refundingId === order.id;

  return (
    <ModalDialog
      open={order !== null}
      title={order ? `${t('ticket', { number: order.receiptNumber })} · ${formatDateTime(order.soldAt)}` : ''}
      onClose={onClose}
      width="2xl"
    >
      {order && (
        <>
          <p className="text-slate-700">
            {[order.eventName, order.standName ?? (order.channel === 'shop' ? t('shopOrder') : null), order.sellerName].filter(Boolean).join(' · ')} — {t(`status.${order.status}`)}
          </p>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('detail.lines')}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="p-1">{t('csv.product')}</th>
                <th scope="col" className="p-1 text-right">{t('csv.quantity')}</th>
                <th scope="col" className="p-1 text-right">{t('csv.unitPrice')}</th>
                <th scope="col" className="p-1 text-right">{t('csv.vatRate')}</th>
                <th scope="col" className="p-1 text-right">{t('csv.discount')}</th>
                <th scope="col" className="p-1 text-right">{t('csv.lineTotal')}</th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <tr key={item.id} className="border-b border-slate-200">
                  <td className="p-1">
                    {item.productTitle}
                    {item.variantTitle && <span className="text-slate-700"> · {item.variantTitle}</span>}
                    {item.refundedQuantity > 0 && <span className="block text-slate-700">{t('detail.refundedUnits', { count: item.refundedQuantity })}</span>}
                  </td>
                  <td className="p-1 text-right tabular-nums">{item.quantity}</td>
                  <td className="p-1 text-right tabular-nums">{formatMoney(item.unitPrice)}</td>
                  <td className="p-1 text-right tabular-nums">{formatRate(item.vatRate)}</td>
                  <td className="p-1 text-right tabular-nums">{item.discount ? formatMoney(item.discount) : '—'}</td>
                  <td className="p-1 text-right tabular-nums">{formatMoney(item.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:max-w-sm sm:self-end">
            <dt>{t('detail.exclVat')}</dt>
            <dd className="text-right tabular-nums">{formatMoney(order.totalExclVat)}</dd>
            {order.vatLines.map((line) => (
              <div key={line.rate} className="contents">
                <dt>{t('detail.vat', { rate: formatRate(line.rate) })}</dt>
                <dd className="text-right tabular-nums">{formatMoney(line.vat)}</dd>
              </div>
            ))}
            <dt className="font-semibold">{t('detail.inclVat')}</dt>
            <dd className="text-right font-semibold tabular-nums">{formatMoney(order.totalInclVat)}</dd>
            <dt>{paidWith(order) === 'split' ? t('method.splitParts', { cash: formatMoney(paidByMethod(order.payments).cash), card: formatMoney(paidByMethod(order.payments).card) }) : t(`method.${order.paymentMethod}`)}</dt>
            <dd className="text-right tabular-nums">{order.amountTendered !== null ? t('detail.tendered', { tendered: formatMoney(order.amountTendered), change: formatMoney(order.changeGiven ?? 0) }) : t(`paymentStatus.${order.payments[0]?.status ?? 'pending'}`)}</dd>
          </dl>
          {order.payments.map(
            (payment) =>
              payment.providerMismatch && (
                <p key={payment.id} role="alert" className="rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-900">
                  {t('detail.providerMismatch', {
                    amount: payment.providerMismatch.amount === null ? '?' : formatMoney(payment.providerMismatch.amount),
                    currency: (payment.providerMismatch.currency ?? '?').toUpperCase(),
                    expected: formatMoney(payment.amount),
                  })}
                </p>
              ),
          )}
          {order.refunds.length > 0 && (
            <div>
              <h3 className="font-semibold">{t('detail.refunds')}</h3>
              <ul className="list-disc pl-5">
                {order.refunds.map((refund) => (
                  <li key={refund.id}>
                    {t('detail.refundLine', { date: formatDateTime(refund.createdAt), amount: formatMoney(refund.amount), method: t(`method.${refund.method}`) })}
                    {refund.reason && <span className="text-slate-700"> — {refund.reason}</span>}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {refunding ? (
            <RefundForm
              key={order.id}
              order={order}
              onCancel={() => setRefundingId(null)}
              onDone={(updated) => {
                setRefundingId(null);
                onRefunded?.(updated);
              }}
            />
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <a href={order.receiptUrl} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                {t('detail.receipt')}
              </a>
              <div className="flex flex-wrap gap-3">
                {canRefund && isRefundable(order) && (
                  <Button variant="danger" onClick={() => setRefundingId(order.id)}>
                    {t('detail.refund')}
                  </Button>
                )}
                <Button variant="secondary" onClick={onClose}>
                  {t('detail.close')}
                </Button>
              </div>
            </div>
          )}
        </>
      )}
    </ModalDialog>
  );
}
