import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useShiftReport } from '@/features/orders';
import type { StandView } from '@/features/stands';
import { formatMoney } from '@/lib/format';
import { RegisterDialog } from './register-dialog';
import { touchButton } from './touch';

interface CloseStandDialogProps {
  open: boolean;
  stand: Pick<StandView, 'id' | 'name' | 'changeFund'>;
  /** Online orders still to hand over at this stand, or null when it collects none. */
  toCollect: number | null;
  /** Sales taken offline that the tablet has not sent yet: they stay in its outbox, the seller is told before closing. */
  unsent?: number;
  busy: boolean;
  onKeepOpen: () => void;
  onClose: () => void;
}

/**
 * "Fermer le stand": says what closing now leaves undone (online orders to hand over here, a cash count not saved
 * since cash last moved, card payments still waiting) before the seller confirms. Closing stays possible: the seller
 * may know better (the buyers will come tomorrow); the figures stay readable after it.
 */
export function CloseStandDialog({ open, stand, toCollect, unsent = 0, busy, onKeepOpen, onClose }: CloseStandDialogProps) {
  const t = useTranslations('register.closing');
  const to = useTranslations('register.offline');
  // Read when the dialog opens, so that a count saved a minute ago is seen.
  const report = useShiftReport(stand.id, open);
  const warnings: string[] = [];
  if (unsent) warnings.push(to('unsentClose', { count: unsent }));
  if (toCollect) warnings.push(t('toCollect', { count: toCollect }));
  if (report.data?.cash && !report.data.cash.upToDate) warnings.push(t('cashNotSaved'));
  if (report.data?.tickets.awaitingCard) warnings.push(t('cardWaiting', { count: report.data.tickets.awaitingCard }));

  return (
    <RegisterDialog
      open={open}
      title={t('title', { stand: stand.name })}
      busy={busy}
      onClose={onKeepOpen}
      actions={
        <>
          <Button variant="secondary" className={touchButton} disabled={busy} onClick={onKeepOpen}>
            {t('keepOpen')}
          </Button>
          <Button variant="danger" className={touchButton} disabled={busy} onClick={onClose}>
            {busy ? t('closing') : t('confirm')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {warnings.length > 0 && (
          <div role="alert" className="rounded-md border-2 border-amber-400 bg-amber-50 p-3 text-amber-950">
            <p className="font-semibold">{t('warnings')}</p>
            <ul className="ml-5 list-disc">
              {warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </div>
        )}
        <p className="text-slate-700">{t('text', { fund: formatMoney(stand.changeFund) })}</p>
        <p className="text-slate-700">{t('afterClose')}</p>
      </div>
    </RegisterDialog>
  );
}
