import { useTranslations } from 'next-intl';
import { useNotify } from '@/components/feedback/use-notify';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { plans, type SelfServePlan } from '@/features/entitlements/plans';
import { ApiError, isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { useChangeSubscription, useSubscribe } from '../api';
import type { SubscriptionView } from '../types';
import { planPriceWithVat } from '../plan-price';

const monthly = (plan: SelfServePlan) => formatMoney(plans[plan].monthlyPrice!);
const monthlyInclVat = (plan: SelfServePlan) => formatMoney(planPriceWithVat(plans[plan].monthlyPrice!).inclVat);

interface SubscribeDialogProps {
  clientId: string;
  /** The plan to buy; null: closed. */
  plan: SelfServePlan | null;
  /** The organisation is on its trial: buying ends it. */
  onTrial: boolean;
  onClose: () => void;
  /** ADDRESS_INCOMPLETE: the address fields the invoice lacks. */
  onAddressIncomplete: (fields: string[]) => void;
}

/** Confirms the plan and its price, then opens the checkout: the browser leaves for the payment page. */
export function SubscribeDialog({ clientId, plan, onTrial, onClose, onAddressIncomplete }: SubscribeDialogProps) {
  const t = useTranslations('subscriptions');
  const notify = useNotify();
  const subscribe = useSubscribe(clientId);
  const name = plan ? t(`plans.${plan}.name`) : '';

  function confirm() {
    if (!plan) return;
    subscribe.mutate(
      { plan },
      {
        onError: (error) => {
          if (isApiError(error) && error.errorCode === 'ADDRESS_INCOMPLETE') {
            onAddressIncomplete(error.fields);
            // The screen lists the missing fields in words; the toast keeps the catalogue's title and subtitle only.
            notify.error(new ApiError(error.status, { errorCode: error.errorCode }));
          } else notify.error(error, { operation: 'create' });
          onClose();
        },
      },
    );
  }

  return (
    <ConfirmDialog
      open={plan !== null}
      title={t('subscribeDialog.title', { plan: name })}
      confirmLabel={t('subscribeDialog.confirm')}
      cancelLabel={t('dialogCancel')}
      pendingLabel={t('subscribeDialog.pending')}
      // Still pending once paid for: the browser is leaving for the checkout.
      pending={subscribe.isPending || subscribe.isSuccess}
      onConfirm={confirm}
      onClose={onClose}
    >
      {plan && <p>{t('subscribeDialog.text', { price: monthly(plan), priceInclVat: monthlyInclVat(plan) })}</p>}
      {onTrial && <p className="mt-2">{t('subscribeDialog.trialText')}</p>}
    </ConfirmDialog>
  );
}

interface ChangePlanDialogProps {
  clientId: string;
  subscription: SubscriptionView;
  /** The plan to move to; null: closed. */
  plan: SelfServePlan | null;
  onClose: () => void;
}

/** Another plan on the running subscription, prorated by the provider and granted at once. */
export function ChangePlanDialog({ clientId, subscription, plan, onClose }: ChangePlanDialogProps) {
  const t = useTranslations('subscriptions');
  const notify = useNotify();
  const change = useChangeSubscription(clientId);
  const name = plan ? t(`plans.${plan}.name`) : '';

  function confirm() {
    if (!plan) return;
    change.mutate(
      { id: subscription.id, input: { plan } },
      {
        onSuccess: () => {
          notify.success(t('changeDialog.success', { plan: name }));
          onClose();
        },
        onError: (error) => {
          notify.error(error, { operation: 'update' });
          onClose();
        },
      },
    );
  }

  return (
    <ConfirmDialog
      open={plan !== null}
      title={t('changeDialog.title', { plan: name })}
      confirmLabel={t('changeDialog.confirm')}
      cancelLabel={t('dialogCancel')}
      pendingLabel={t('changeDialog.pending')}
      pending={change.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {plan && <p>{t('changeDialog.text', { from: t(`plans.${subscription.plan}.name`), plan: name, price: monthly(plan) })}</p>}
    </ConfirmDialog>
  );
}

/** Stops the renewal at the period's end, saying until when the plan stays. */
export function CancelSubscriptionDialog({ clientId, subscription, open, onClose }: { clientId: string; subscription: SubscriptionView; open: boolean; onClose: () => void }) {
  const t = useTranslations('subscriptions');
  const notify = useNotify();
  const { formatDate } = useDateFormat();
  const change = useChangeSubscription(clientId);
  const date = subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : '';

  function confirm() {
    change.mutate(
      { id: subscription.id, input: { cancelAtPeriodEnd: true } },
      {
        onSuccess: () => {
          notify.success(t('cancelDialog.success', { date }));
          onClose();
        },
        onError: (error) => {
          notify.error(error, { operation: 'update' });
          onClose();
        },
      },
    );
  }

  return (
    <ConfirmDialog
      open={open}
      title={t('cancelDialog.title')}
      confirmLabel={t('cancelDialog.confirm')}
      cancelLabel={t('cancelDialog.keep')}
      pendingLabel={t('cancelDialog.pending')}
      pending={change.isPending}
      tone="danger"
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>{t('cancelDialog.text', { plan: t(`plans.${subscription.plan}.name`), date })}</p>
    </ConfirmDialog>
  );
}
