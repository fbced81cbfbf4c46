import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNotify } from '@/components/feedback/use-notify';
import { FormDialog } from '@/components/ui/form-dialog';
import { refundAmount, type OrderView } from '@/features/orders';
import { formatMoney } from '@/lib/format';
import { useCreateAdjustment } from '../../adjustment-api';
import { adjustmentBodyOf, adjustmentFormSchema, blankAdjustment, refusedFieldsOf, type AdjustmentFormValues } from '../../adjustment-model';
import { AdjustmentFields } from './adjustment-fields';
import { AdjustmentSalePicker } from './adjustment-sale-picker';
import { useSaleName } from './sale-name';

/**
 * A refund after the closing (issue #22): the sale, its lines, the method, where the units go and why. On success the
 * settlement lists it (its query is read again); a refusal is the catalogue's toast, and what it names is marked on
 * the form.
 */
export function AdjustmentDialog({ eventId, open, onClose }: { eventId: string; open: boolean; onClose: () => void }) {
  const t = useTranslations('closing.settlement.adjustments.dialog');
  const notify = useNotify();
  const saleName = useSaleName();
  const create = useCreateAdjustment(eventId);
  const [order, setOrder] = useState<OrderView | null>(null);
  const [noSale, setNoSale] = useState(false);
  const [flagged, setFlagged] = useState<string[]>([]);
  const form = useForm<AdjustmentFormValues>({ resolver: zodResolver(adjustmentFormSchema), defaultValues: { lines: {}, method: 'card', destination: 'warehouse', reason: '' } });
  const lines = useWatch({ control: form.control, name: 'lines' });

  function choose(chosen: OrderView) {
    setOrder(chosen);
    setNoSale(false);
    setFlagged([]);
    form.reset(blankAdjustment(chosen));
  }

  function close() {
    setOrder(null);
    setNoSale(false);
    setFlagged([]);
    onClose();
  }

  const send = form.handleSubmit(async (values) => {
    if (!order) return;
    const body = adjustmentBodyOf(order, values);
    setFlagged([]);
    try {
      const adjustment = await create.mutateAsync(body);
      notify.success(t('done', { amount: formatMoney(adjustment.amount), sale: saleName(order.channel, order.ticketNumber) }));
      close();
    } catch (error) {
      const refused = refusedFieldsOf(error, body);
      setFlagged(refused.lines);
      refused.fields.forEach((field, index) => form.setError(field, { type: 'server' }, { shouldFocus: index === 0 }));
      notify.error(error, { operation: 'create' });
    }
  });

  return (
    <FormDialog
      open={open}
      title={t('title')}
      submitLabel={t('submit', { amount: formatMoney(order ? refundAmount(order, lines) : 0) })}
      cancelLabel={t('cancel')}
      pendingLabel={t('pending')}
      pending={create.isPending}
      onSubmit={() => (order ? void send() : setNoSale(true))}
      onClose={close}
    >
      <p className="text-slate-700">{t('intro')}</p>
      <AdjustmentSalePicker eventId={eventId} chosen={order} onChoose={choose} error={noSale ? t('errors.sale') : undefined} />
      {order && <AdjustmentFields key={order.id} order={order} form={form} flagged={flagged} />}
    </FormDialog>
  );
}
