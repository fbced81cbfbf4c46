import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotify } from '@/components/feedback/use-notify';
import { UpgradeNotice, useUpgradeAwareNotify } from '@/features/entitlements';
import { useCloseShop, useOpenShop } from '../api';
import type { ShopView } from '../types';

/**
 * Opening and closing. Opening is offered disabled, with its reason, until the saved collection has a stand and the
 * organiser's account can receive payments: the API would refuse, and the reason says what to do first. Its refusals
 * (NOT_CREATED, NOT_LINKED: the account changed meanwhile) are shown from the error catalogue. `locked`: the tour
 * owner's plan has no online shops; opening is replaced by the plan that has them (closing stays possible), and a
 * refusal about the plan says the same.
 */
export function ShopStatusActions({ shop, accountReady, canOpen, locked = false }: { shop: ShopView; accountReady: boolean; canOpen: boolean; locked?: boolean }) {
  const t = useTranslations('shops.actions');
  const notify = useNotify();
  const notifyRefusal = useUpgradeAwareNotify();
  const open = useOpenShop(shop.id);
  const close = useCloseShop(shop.id);
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();

  if (shop.status === 'opened') {
    async function confirmClose() {
      try {
        await close.mutateAsync();
        notify.success(t('closed'));
      } catch (error) {
        notify.error(error, { operation: 'update' });
      }
      setConfirming(false);
    }
    return (
      <div>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('close')}
        </Button>
        <ConfirmDialog
          open={confirming}
          title={t('closeTitle')}
          confirmLabel={t('close')}
          cancelLabel={t('cancel')}
          pendingLabel={t('closing')}
          pending={close.isPending}
          tone="danger"
          onConfirm={() => void confirmClose()}
          onClose={() => setConfirming(false)}
        >
          {t('closeText')}
        </ConfirmDialog>
      </div>
    );
  }

  if (!canOpen) return null;
  if (locked) return <UpgradeNotice feature="onlineShops" />;
  const reason = shop.collectionStandIds.length === 0 ? t('needStand') : !accountReady ? t('needAccount') : null;

  async function submitOpen() {
    try {
      await open.mutateAsync();
      notify.success(t('opened'));
    } catch (error) {
      notifyRefusal(error, { operation: 'update' });
    }
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <Button onClick={() => void submitOpen()} disabled={reason !== null || open.isPending} aria-describedby={reason ? reasonId : undefined}>
        {open.isPending ? t('opening') : t('open')}
      </Button>
      {reason && (
        <p id={reasonId} className="text-sm text-slate-700">
          {reason}
        </p>
      )}
    </div>
  );
}
