import { useTranslations } from 'next-intl';
import { useNotify } from '@/components/feedback/use-notify';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useUpdateClient } from '../api';
import type { ClientView } from '../types';

/**
 * Suspends an active client or reactivates a suspended one, after a confirmation that says what it does to the
 * organisation's users (suspended: signed out at once, spec §4). Shared by the clients list and the client's page.
 */
export function ClientStatusDialog({ client, onClose }: { client: ClientView | null; onClose: () => void }) {
  const t = useTranslations('clients.admin');
  const notify = useNotify();
  const updateClient = useUpdateClient();
  const suspending = client?.status === 'active';
  const dialogKey = suspending ? 'suspendDialog' : 'reactivateDialog';

  function confirm() {
    if (!client) return;
    updateClient.mutate(
      { id: client.id, input: { status: suspending ? 'suspended' : 'active' } },
      {
        onSuccess: (updated) => {
          notify.success(t(`${dialogKey}.success`, { name: updated.name }));
          onClose();
        },
        onError: (error) => notify.error(error, { operation: 'update' }),
      },
    );
  }

  return (
    <ConfirmDialog
      open={client !== null}
      title={client ? t(`${dialogKey}.title`, { name: client.name }) : ''}
      confirmLabel={t(`${dialogKey}.confirm`)}
      cancelLabel={t('cancel')}
      pendingLabel={t('working')}
      pending={updateClient.isPending}
      tone={suspending ? 'danger' : 'primary'}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>{t(`${dialogKey}.text`)}</p>
    </ConfirmDialog>
  );
}
