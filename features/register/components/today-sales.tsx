import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { isRefundable, paidByMethod, paidWith, TakingsTable, useOrders, useShiftReport, type OrderView } from '@/features/orders';
import type { StandView } from '@/features/stands';
import { toParisDate } from '@/lib/datetime/paris-time';
import { formatMoney } from '@/lib/format';
import { lineName } from './basket-line';
import { StatusBadge } from '@/components/ui/status-badge';
import { OrderStatusBadge } from './order-status-badge';
import { absoluteReceiptUrl } from './sale-receipt';
import { RefundDialog } from './refund-dialog';
import { RegisterPager } from './register-pager';
import { touchButton, touchInput } from './touch';
import { useDateFormat } from '@/lib/hooks/use-date-format';

const PAGE_SIZE = 20;

/** Today's sales at the stand (Paris day), newest first, searchable by ticket, e-mail or product; refunds from here. */
export function TodaySales({ stand }: { stand: StandView }) {
  const t = useTranslations('register.sales');
  const id = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<OrderView | null>(null);
  const today = toParisDate(new Date());
  const orders = useOrders({ standId: stand.id, from: today, to: today, q: q || undefined, page, limit: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((orders.data?.meta.total ?? 0) / PAGE_SIZE));

  function search(event: FormEvent) {
    event.preventDefault();
    setQ(typed.trim());
    setPage(1);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        {t('title')}
      </h2>
      <StandTakings stand={stand} />
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-64 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-q`} className="font-medium text-slate-800">
            {t('search')}
          </label>
          <input id={`${id}-q`} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} className={touchInput} />
        </div>
        <Button type="submit" className={touchButton}>
          {t('searchSubmit')}
        </Button>
      </form>
      {orders.isPending && <SkeletonLines label={t('loading')} lines={3} />}
      {orders.isError && <LoadError onRetry={() => void orders.refetch()} />}
      {orders.data && !orders.data.data.length && <p className="text-slate-700">{q ? t('noMatch') : t('empty')}</p>}
      {orders.data && orders.data.data.length > 0 && (
        <ul className="flex flex-col gap-2">
          {orders.data.data.map((order) => (
            <SaleRow key={order.id} order={order} onRefund={() => setRefunding(order)} />
          ))}
        </ul>
      )}
      <RegisterPager page={page} pages={pages} onPage={setPage} texts={{ label: t('pagination'), previous: t('previous'), next: t('next'), status: t('page', { page, pages }) }} />
      <RefundDialog order={refunding} cashAccepted={stand.isCashCompatible} onClose={() => setRefunding(null)} />
    </section>
  );
}

/** The stand's takings by payment method, from the one definition of takings (its Z report's read). */
function StandTakings({ stand }: { stand: StandView }) {
  const t = useTranslations('register.sales');
  const report = useShiftReport(stand.id);
  if (!report.data) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <h3 className="px-2 pb-1 text-lg font-semibold">{t('takingsTitle')}</h3>
      <TakingsTable takings={report.data.takings} caption={t('takingsCaption')} channels={stand.isCashCompatible ? ['standCash', 'standCard'] : ['standCard']} />
    </div>
  );
}

/** A card attempt the terminal declined or the seller abandoned: it kept its ticket number and took no money. */
const isDeclinedAttempt = (order: OrderView) => order.status === 'canceled' && order.paymentMethod === 'card' && order.paidAt === null && order.refundedAmount === 0;

function SaleRow({ order, onRefund }: { order: OrderView; onRefund: () => void }) {
  const { formatDateTime } = useDateFormat();
  const t = useTranslations('register.sales');
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <li className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailId}
        onClick={() => setOpen(!open)}
        className="flex min-h-16 w-full flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2 text-left hover:bg-slate-50"
      >
        <span className="text-lg font-semibold">{t('ticket', { ticket: order.receiptNumber })}</span>
        <span className="text-slate-700">{formatDateTime(order.soldAt)}</span>
        <span className="text-slate-700">{t('units', { count: units })}</span>
        <span className="text-slate-700">{paidWith(order) === 'split' ? t('split', { cash: formatMoney(paidByMethod(order.payments).cash), card: formatMoney(paidByMethod(order.payments).card) }) : t(order.paymentMethod)}</span>
        {isDeclinedAttempt(order) ? <StatusBadge tone="neutral">{t('declinedAttempt')}</StatusBadge> : <OrderStatusBadge status={order.status} />}
        <span className={`text-lg font-semibold ${isDeclinedAttempt(order) ? 'text-slate-500 line-through' : ''}`}>{formatMoney(order.totalInclVat)}</span>
      </button>
      <div id={detailId} hidden={!open} className="flex flex-col gap-3 border-t border-slate-200 px-4 py-3">
        {isDeclinedAttempt(order) && <p className="text-slate-700">{t('declinedNote')}</p>}
        <ul>
          {order.items.map((item) => (
            <li key={item.id} className="flex flex-wrap justify-between gap-4">
              <span>
                {t('line', { quantity: item.quantity, name: lineName(item) })}
                {item.discount > 0 && <span className="text-slate-700"> {t('discount', { amount: formatMoney(item.discount) })}</span>}
                {item.refundedQuantity > 0 && <span className="font-semibold text-slate-800"> {t('lineRefunded', { count: item.refundedQuantity })}</span>}
              </span>
              <span>{formatMoney(item.lineTotal)}</span>
            </li>
          ))}
        </ul>
        {order.refundedAmount > 0 && <p className="font-semibold">{t('refunded', { amount: formatMoney(order.refundedAmount) })}</p>}
        {order.customerEmail && <p className="text-slate-700">{t('email', { email: order.customerEmail })}</p>}
        <div className="flex flex-wrap gap-3">
          {isRefundable(order) && (
            <Button variant="danger" className={touchButton} onClick={onRefund}>
              {t('refund')}
            </Button>
          )}
          <a href={absoluteReceiptUrl(order.receiptUrl)} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-12 items-center text-lg text-brand-700 underline">
            {t('receipt')}
          </a>
        </div>
      </div>
    </li>
  );
}
