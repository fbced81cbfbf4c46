import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { formatInteger } from '@/lib/format';
import type { ReceiptType, TransferItemView } from '../../types';
import { variantLabel } from './quantity-model';
import { allReceived, pendingOf, type Counts } from './receipt-model';
import { QuantityStepper } from '@/components/ui/quantity-stepper';

interface ReceiptLineProps {
  item: TransferItemView;
  counts: Counts;
  /** Where "Retour à l’envoi" sends the units back to. */
  sourceName: string;
  onChange: (counts: Counts) => void;
}

/** One line of a transfer being received: what was sent, the counts per type, and what is left to count. */
export function ReceiptLine({ item, counts, sourceName, onChange }: ReceiptLineProps) {
  const t = useTranslations('transfers.check');
  const tr = useTranslations('transfers.receiptTypes');
  const headingId = useId();
  const statusId = useId();
  const name = variantLabel(item);
  const pending = pendingOf(item.quantity, counts);
  const set = (type: ReceiptType) => (value: number) => onChange({ ...counts, [type]: value });
  const stepper = (type: ReceiptType) => (
    <QuantityStepper label={tr(type)} context={name} typing="free" value={counts[type]} max={counts[type] + Math.max(0, pending)} invalid={pending < 0} describedBy={statusId} onChange={set(type)} />
  );

  return (
    <li aria-labelledby={headingId} className={clsx('flex flex-col gap-4 rounded-lg border bg-white p-4 shadow-sm', pending < 0 ? 'border-2 border-red-700' : 'border-slate-200')} data-testid="receipt-line">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {name}
          </h3>
          <p className="text-slate-700">{t('sent', { count: formatInteger(item.quantity) })}</p>
        </div>
        <p id={statusId} aria-live="polite" className={clsx('rounded-full border px-3 py-1 font-medium', pending > 0 ? 'border-amber-300 bg-amber-50 text-amber-900' : pending < 0 ? 'border-red-300 bg-red-50 text-red-800' : 'border-green-300 bg-green-50 text-green-900')}>
          {pending > 0 ? t('pending', { count: pending }) : pending < 0 ? t('over', { count: -pending }) : t('complete')}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-x-8 gap-y-4">
        {stepper('success')}
        {stepper('damaged')}
        {stepper('missing')}
        <Button variant="secondary" className="min-h-12" disabled={pending <= 0} aria-label={t('allReceivedLine', { name })} onClick={() => onChange(allReceived(item.quantity, counts))}>
          {t('allReceived')}
        </Button>
      </div>
      <details className="group" open={counts.regul > 0 || undefined}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium text-brand-700 underline">{t('advanced')}</summary>
        <div className="mt-3 flex flex-col gap-2">
          <p className="text-sm text-slate-700">{t('regulHint', { source: sourceName })}</p>
          {stepper('regul')}
        </div>
      </details>
    </li>
  );
}
