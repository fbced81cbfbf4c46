import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { TERMS_VERSION, useCurrentUser } from '@/features/auth';
import { useSubscriptionFeatures } from '@/features/entitlements';
import { subscriptionLinks } from '@/features/entitlements';
import type { PlanType, SelfServePlan } from '@/features/entitlements/plans';
import { subscriptionKeys, useBillingPortal, useChangeSubscription, useSubscriptionsOverview } from '../api';
import { AddressIncompleteNotice } from './address-incomplete-notice';
import { CurrentPlanCard } from './current-plan-card';
import { PlanChooser } from './plan-chooser';
import { ProRequestDialog } from './pro-request-dialog';
import { CancelSubscriptionDialog, ChangePlanDialog, SubscribeDialog } from './subscription-dialogs';
import { SubscriptionHistory } from './subscription-history';
import { isGranted, isPaidRunning, isSelfServe } from './subscription-state';
import { UsageCard } from './usage-card';
import { useErrorToast } from '@/components/feedback/use-error-toast';
import { useSubscriptionQuery, type CheckoutReturn } from './use-subscription-query';

/** How long the page waits for the provider's webhook to confirm a payment, reading the overview again meanwhile. */
const PAYMENT_WAIT_MS = 2 * 60 * 1000;

type Dialog = { kind: 'subscribe' | 'change'; plan: SelfServePlan } | { kind: 'pro' } | { kind: 'cancel' };

/** /dashboard/subscription: the organisation's plan, its limits, and the plans to choose, for its managers. */
export function SubscriptionScreen() {
  const t = useTranslations('subscriptions.page');
  const user = useCurrentUser();
  useErrorToast(user.error, 'read');

  let content;
  if (user.isPending) content = <SkeletonLines label={t('loading')} lines={6} />;
  else if (!user.data) content = <LoadError onRetry={() => void user.refetch()} />;
  else if (user.data.role !== 'client' || !user.data.clientId)
    content = (
      <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
        {t('notManager')}{' '}
        <Link href={subscriptionLinks.plans} className="font-medium text-brand-700 underline">
          {t('seePlans')}
        </Link>
      </p>
    );
  else {
    // The terms modals come first for a new manager: the plan's dialog waits for them, never over them.
    const termsAccepted = user.data.eventAgreementVersion === TERMS_VERSION && user.data.teamAgreementVersion === TERMS_VERSION;
    content = <ManagerSubscription clientId={user.data.clientId} termsAccepted={termsAccepted} />;
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-slate-900">{t('title')}</h1>
        <p className="text-slate-700">{t('intro')}</p>
      </header>
      {content}
    </div>
  );
}

function ManagerSubscription({ clientId, termsAccepted }: { clientId: string; termsAccepted: boolean }) {
  const t = useTranslations('subscriptions');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [awaitPaymentUntil, setAwaitPaymentUntil] = useState<number>();
  const overview = useSubscriptionsOverview(clientId, { awaitPaymentUntil });
  const features = useSubscriptionFeatures(clientId);
  const resume = useChangeSubscription(clientId);
  const portal = useBillingPortal(clientId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [missingAddress, setMissingAddress] = useState<string[] | null>(null);
  useErrorToast(overview.error, 'read');
  useErrorToast(features.error, 'read');

  const current = overview.data?.current ?? null;
  const paid = isPaidRunning(current) ? current : null;

  function choose(plan: PlanType) {
    if (plan === 'pro') setDialog({ kind: 'pro' });
    else if (!isSelfServe(plan) || isGranted(current)) return;
    else if (paid) {
      if (plan !== paid.plan) setDialog({ kind: 'change', plan });
    } else setDialog({ kind: 'subscribe', plan });
  }

  function checkoutReturned(outcome: CheckoutReturn) {
    if (outcome === 'success') {
      notify.success(t('page.checkoutSuccess'), t('page.checkoutSuccessText'));
      setAwaitPaymentUntil(Date.now() + PAYMENT_WAIT_MS);
    } else notify.info(t('page.checkoutCanceled'), t('page.checkoutCanceledText'));
  }

  useSubscriptionQuery(overview.isSuccess && termsAccepted, { onPlan: choose, onCheckout: checkoutReturned });

  // The payment confirmed (the pending checkout gone) changes what the plan allows: the limits are read again.
  const pendingId = overview.data?.pendingCheckout?.id;
  const previousPendingId = useRef(pendingId);
  useEffect(() => {
    if (previousPendingId.current && !pendingId) void queryClient.invalidateQueries({ queryKey: subscriptionKeys.features(clientId) });
    previousPendingId.current = pendingId;
  }, [pendingId, clientId, queryClient]);

  function resumeRenewal() {
    if (!paid) return;
    resume.mutate(
      { id: paid.id, input: { cancelAtPeriodEnd: false } },
      { onSuccess: () => notify.success(t('current.resumed')), onError: (error) => notify.error(error, { operation: 'update' }) },
    );
  }

  function openPortal() {
    portal.mutate(undefined, { onError: (error) => notify.error(error, { operation: 'read' }) });
  }

  if (overview.isPending) return <SkeletonLines label={t('page.loading')} lines={6} />;
  if (overview.isError) return <LoadError onRetry={() => void overview.refetch()} />;

  const close = () => setDialog(null);
  return (
    <div className="flex flex-col gap-8">
      {missingAddress && <AddressIncompleteNotice fields={missingAddress} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <CurrentPlanCard
          overview={overview.data}
          features={features.data}
          onCancel={() => setDialog({ kind: 'cancel' })}
          onResume={resumeRenewal}
          resuming={resume.isPending}
          onBillingPortal={openPortal}
          // Still pending once answered: the browser is leaving for the portal.
          openingPortal={portal.isPending || portal.isSuccess}
        />
        {features.data ? (
          <UsageCard features={features.data} />
        ) : features.isError ? (
          <LoadError onRetry={() => void features.refetch()} />
        ) : (
          <SkeletonLines label={t('page.loading')} />
        )}
      </div>
      <PlanChooser current={current} onChoose={choose} />
      <SubscriptionHistory history={overview.data.history} />

      <SubscribeDialog
        clientId={clientId}
        plan={dialog?.kind === 'subscribe' ? dialog.plan : null}
        onTrial={current?.status === 'trialing'}
        onClose={close}
        onAddressIncomplete={setMissingAddress}
      />
      {paid && <ChangePlanDialog clientId={clientId} subscription={paid} plan={dialog?.kind === 'change' ? dialog.plan : null} onClose={close} />}
      {paid && <CancelSubscriptionDialog clientId={clientId} subscription={paid} open={dialog?.kind === 'cancel'} onClose={close} />}
      <ProRequestDialog clientId={clientId} open={dialog?.kind === 'pro'} onClose={close} />
    </div>
  );
}
