import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCancelDispatch, useCancelTransfer } from '../../api';
import type { TransferView } from '../../types';

/** A writer calls a transfer back, or the whole dispatch it belongs to: what is on the road returns to the source. */
export function TransferManagerActions({ transfer, sourceName }: { transfer: TransferView; sourceName: string }) {
  const t = useTranslations('transfers.manage');
  const notify = useNotify();
  const cancel = useCancelTransfer(transfer.id);
  const cancelDispatch = useCancelDispatch(transfer.id);
  const [dialog, setDialog] = useState<'transfer' | 'dispatch' | null>(null);

  async function run(action: () => Promise<string>) {
    try {
      notify.success(await action());
    } catch (error) {
      notify.error(error, { operation: 'update' });
    }
    setDialog(null);
  }

  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t('actions')}>
      <Button variant="danger" onClick={() => setDialog('transfer')}>
        {t('cancel')}
      </Button>
      {transfer.dispatchId && (
        <Button variant="secondary" onClick={() => setDialog('dispatch')}>
          {t('cancelDispatch')}
        </Button>
      )}
      <ConfirmDialog
        open={dialog === 'transfer'}
        tone="danger"
        title={t('cancelTitle')}
        confirmLabel={t('cancel')}
        cancelLabel={t('keep')}
        pendingLabel={t('canceling')}
        pending={cancel.isPending}
        onConfirm={() =>
          void run(async () => {
            await cancel.mutateAsync(undefined);
            return t('canceled');
          })
        }
        onClose={() => setDialog(null)}
      >
        {t('cancelText', { count: transfer.quantity, source: sourceName })}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'dispatch'}
        tone="danger"
        title={t('cancelDispatchTitle')}
        confirmLabel={t('cancelDispatch')}
        cancelLabel={t('keep')}
        pendingLabel={t('canceling')}
        pending={cancelDispatch.isPending}
        onConfirm={() => void run(async () => t('dispatchCanceled', { count: (await cancelDispatch.mutateAsync(undefined)).canceled }))}
        onClose={() => setDialog(null)}
      >
        {t('cancelDispatchText', { source: sourceName })}
      </ConfirmDialog>
    </div>
  );
}
