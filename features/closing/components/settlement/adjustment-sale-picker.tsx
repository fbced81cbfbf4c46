import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { TextField } from '@/components/ui/form-field';
import { SkeletonLines } from '@/components/ui/loading-states';
import { isRefundable, moneyInStatuses, useOrders, type OrderView } from '@/features/orders';
import { formatMoney } from '@/lib/format';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useSaleName } from './sale-name';

interface SalePickerProps {
  eventId: string;
  chosen: OrderView | null;
  onChoose: (order: OrderView) => void;
  /** Shown when the form was sent without a sale. */
  error?: string;
}

/**
 * The sale to refund: the date's orders whose money is in, found by ticket or order number (or an e-mail, a product),
 * and chosen from the list as radio buttons, so the keyboard moves through them with the arrows.
 */
export function AdjustmentSalePicker({ eventId, chosen, onChoose, error }: SalePickerProps) {
  const t = useTranslations('closing.settlement.adjustments.dialog');
  const tm = useTranslations('closing.settlement.adjustments.methods');
  const { formatDateTime } = useDateFormat();
  const saleName = useSaleName();
  const id = useId();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const orders = useOrders({ eventId, status: [...moneyInStatuses], q: q || undefined, limit: 10 });
  const found = (orders.data?.data ?? []).filter(isRefundable);
  // The chosen sale stays on the list while another search is typed: the form below is about it.
  const listed = chosen && !found.some((order) => order.id === chosen.id) ? [chosen, ...found] : found;

  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={t('find')}
        hint={t('findHint')}
        type="search"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        // Enter looks the sale up; it must not send the refund.
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
      />
      <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="font-medium text-slate-800">{t('sale')}</legend>
        {orders.isPending ? (
          <SkeletonLines label={t('searching')} lines={2} />
        ) : listed.length === 0 ? (
          <p className="text-slate-700">{t('noMatch')}</p>
        ) : (
          <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto">
            {listed.map((order) => (
              <li key={order.id}>
                <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                  <input type="radio" name={`${id}-sale`} className="size-5" checked={chosen?.id === order.id} onChange={() => onChoose(order)} />
                  <span className="flex flex-col">
                    <span className="font-medium">{saleName(order.channel, order.ticketNumber)}</span>
                    <span className="text-sm text-slate-700">
                      {t('saleDetail', { date: formatDateTime(order.paidAt ?? order.createdAt), where: order.standName ?? t('shop'), amount: formatMoney(order.totalInclVat - order.refundedAmount), method: tm(order.paymentMethod) })}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </fieldset>
    </div>
  );
}
