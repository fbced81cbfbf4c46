import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { formatInteger, formatMoney, formatRate } from '@/lib/format';
import type { ConfirmationTotals } from '../../closing-confirmation';

interface ConfirmClosingDialogProps {
  open: boolean;
  eventName: string;
  totals: ConfirmationTotals;
  /** The online shop's and the fee's figures are still being read. */
  loading: boolean;
  /** They could not be read: the rest is shown, and the closing can go on. */
  failed: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The last question before the closing run: the date's totals by channel, its units and the venue's fee. */
export function ConfirmClosingDialog({ open, eventName, totals, loading, failed, onConfirm, onClose }: ConfirmClosingDialogProps) {
  const t = useTranslations('closing.confirmDialog');
  const descriptionId = useId();
  const pending = (value: number | null) => (value === null ? (loading ? t('reading') : t('unknown')) : formatMoney(value));
  const total = totals.online === null ? null : totals.standCash + totals.standCard + (totals.concession ?? 0) + totals.online;
  const rows: [string, string][] = [
    [t('standCash'), formatMoney(totals.standCash)],
    [t('standCard'), formatMoney(totals.standCard)],
    ...(totals.concession === null ? [] : ([[t('concession'), formatMoney(totals.concession)]] as [string, string][])),
    [t('online'), pending(totals.online)],
    [t('total'), pending(total)],
    [t('unitsSold'), formatInteger(totals.unitsSold)],
  ];

  return (
    <ModalDialog
      open={open}
      title={t('title', { event: eventName })}
      onClose={onClose}
      describedBy={descriptionId}
      width="2xl"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('back')}
          </Button>
          <Button onClick={onConfirm}>{t('confirm')}</Button>
        </>
      }
    >
      <p id={descriptionId} className="text-slate-700">
        {t('intro')}
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-700">{label}</dt>
            <dd className="text-right font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
        {totals.venueRate !== null && (
          <div className="contents">
            <dt className="text-slate-700">{t('venue', { rate: formatRate(totals.venueRate) })}</dt>
            <dd className="text-right font-semibold tabular-nums">
              {totals.venue ? t('venueAmount', { amount: formatMoney(totals.venue.amount), vat: formatMoney(totals.venue.vat), total: formatMoney(totals.venue.total) }) : pending(null)}
            </dd>
          </div>
        )}
      </dl>
      {failed && <p className="text-sm text-slate-700">{t('failed')}</p>}
    </ModalDialog>
  );
}
