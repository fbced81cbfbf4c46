import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatInteger } from '@/lib/format';
import { useCompleteTransfer, useRecordReceipts } from '../../api';
import type { TransferView } from '../../types';
import { allReceived, countsOf, pendingOf, receiptsBody, totalsOf, type Counts } from './receipt-model';
import { ReceiptLine } from './receipt-line';

interface ReceiptFormProps {
  transfer: TransferView;
  sourceName: string;
}

/**
 * The receiving end counts each line (accepted, damaged, missing, sent back), saves the count as often as it likes,
 * then validates: accepted units enter its stock. Mounted again whenever the saved counts change.
 */
export function ReceiptForm({ transfer, sourceName }: ReceiptFormProps) {
  const t = useTranslations('transfers.check');
  const tr = useTranslations('transfers.receiptTypes');
  const notify = useNotify();
  const remainingName = useId();
  const saved = Object.fromEntries(transfer.items.map((item) => [item.id, countsOf(item)]));
  const [counts, setCounts] = useState<Record<string, Counts>>(saved);
  const [confirming, setConfirming] = useState(false);
  const [remaining, setRemaining] = useState<'success' | 'missing' | null>(null);
  const [remainingError, setRemainingError] = useState(false);
  const record = useRecordReceipts(transfer.id);
  const complete = useCompleteTransfer(transfer.id);
  const totals = totalsOf(transfer.items, counts);
  const dirty = JSON.stringify(counts) !== JSON.stringify(saved);
  const overLines = transfer.items.filter((item) => pendingOf(item.quantity, counts[item.id]!) < 0).length;
  const busy = record.isPending || complete.isPending;

  async function save() {
    if (overLines) return notify.warning(t('overLines', { count: overLines }));
    try {
      await record.mutateAsync(receiptsBody(transfer.items, counts));
      notify.success(t('saved'));
    } catch (error) {
      notify.error(error, { operation: 'update' });
    }
  }

  function openValidation() {
    if (overLines) return notify.warning(t('overLines', { count: overLines }));
    setRemaining(null);
    setRemainingError(false);
    setConfirming(true);
  }

  async function validate() {
    if (totals.pending > 0 && !remaining) return setRemainingError(true);
    try {
      // The completion reads the saved counts: what is on screen is saved first.
      if (dirty) await record.mutateAsync(receiptsBody(transfer.items, counts));
      await complete.mutateAsync(totals.pending > 0 && remaining ? { remaining } : {});
      notify.success(t('validated'));
    } catch (error) {
      notify.error(error, { operation: 'update' });
    }
    setConfirming(false);
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{t('linesTitle', { count: transfer.items.length })}</h2>
        <Button
          variant="secondary"
          className="min-h-12"
          disabled={totals.pending === 0}
          onClick={() => setCounts(Object.fromEntries(transfer.items.map((item) => [item.id, allReceived(item.quantity, counts[item.id]!)])))}
        >
          {t('allReceivedAll')}
        </Button>
      </div>
      <ul className="flex flex-col gap-4">
        {transfer.items.map((item) => (
          <ReceiptLine key={item.id} item={item} counts={counts[item.id]!} sourceName={sourceName} onChange={(next) => setCounts((current) => ({ ...current, [item.id]: next }))} />
        ))}
      </ul>
      <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-md">
        <div aria-live="polite">
          <p className="font-semibold">{t('totals', { success: totals.success, damaged: totals.damaged, missing: totals.missing, pending: totals.pending })}</p>
          {dirty && <p className="text-sm font-medium text-amber-900">{t('unsaved')}</p>}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" className="min-h-12" onClick={() => void save()} disabled={busy}>
            {record.isPending && !confirming ? t('saving') : t('save')}
          </Button>
          <Button className="min-h-12" onClick={openValidation} disabled={busy}>
            {t('validate')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('validateTitle')}
        confirmLabel={t('validateConfirm')}
        cancelLabel={t('keepCounting')}
        pendingLabel={t('validating')}
        pending={busy}
        onConfirm={() => void validate()}
        onClose={() => setConfirming(false)}
      >
        <div className="flex flex-col gap-3">
          <p>{t('validateText')}</p>
          <dl className="grid grid-cols-[auto_auto] justify-start gap-x-6 gap-y-1">
            {(['success', 'damaged', 'missing', 'regul'] as const).map((type) => (
              <div key={type} className="contents">
                <dt>{tr(type)}</dt>
                <dd className="text-right font-semibold tabular-nums">{formatInteger(totals[type])}</dd>
              </div>
            ))}
          </dl>
          {totals.pending > 0 && (
            <fieldset className="flex flex-col gap-2" aria-describedby={remainingError ? `${remainingName}-error` : undefined}>
              <legend className="font-medium text-slate-900">{t('remainingLegend', { count: totals.pending })}</legend>
              {(['success', 'missing'] as const).map((choice) => (
                <label key={choice} className="flex min-h-11 items-center gap-3">
                  <input type="radio" name={remainingName} className="h-5 w-5" checked={remaining === choice} onChange={() => setRemaining(choice)} />
                  {t(`remaining.${choice}`, { count: totals.pending })}
                </label>
              ))}
              {remainingError && (
                <p id={`${remainingName}-error`} className="font-medium text-red-700">
                  {t('remainingRequired')}
                </p>
              )}
            </fieldset>
          )}
        </div>
      </ConfirmDialog>
    </div>
  );
}
