import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { formatMoney, formatRate } from '@/lib/format';
import type { OrderView } from '../types';
import { useDateFormat } from '@/lib/hooks/use-date-format';

/**
 * One order in a modal <dialog> (focus kept inside, Escape closes, focus returns to the ticket link): its lines,
 * payments and refunds, and the link to its receipt.
 */
export function OrderDetail({ order, onClose }: { order: OrderView | null; onClose: () => void }) {
  const { formatDateTime } = useDateFormat();
  const t = useTranslations('orders.sales');
  const dialogRef = useModalDialog(order !== null);
  const titleId = useId();

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-2xl rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      {order && (
        <div className="flex flex-col gap-4 p-6">
          <h2 id={titleId} className="text-lg font-semibold">
            {t('ticket', { number: order.ticketNumber })} · {formatDateTime(order.createdAt)}
          </h2>
          <p className="text-slate-700">
            {[order.eventName, order.standName, order.sellerName].filter(Boolean).join(' · ')} — {t(`status.${order.status}`)}
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
            <dt>{t(`method.${order.paymentMethod}`)}</dt>
            <dd className="text-right tabular-nums">{order.amountTendered !== null ? t('detail.tendered', { tendered: formatMoney(order.amountTendered), change: formatMoney(order.changeGiven ?? 0) }) : t(`paymentStatus.${order.payments[0]?.status ?? 'pending'}`)}</dd>
          </dl>
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
          <div className="flex flex-wrap justify-between gap-3">
            <a href={order.receiptUrl} target="_blank" rel="noreferrer" className="text-brand-700 underline">
              {t('detail.receipt')}
            </a>
            <Button variant="secondary" onClick={onClose}>
              {t('detail.close')}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
