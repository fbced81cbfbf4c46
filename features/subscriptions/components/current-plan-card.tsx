import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { formatMoney } from '@/lib/format';
import type { SubscriptionsOverview } from '../api';
import { plans } from '@/features/entitlements/plans';
import type { SubscriptionFeaturesView } from '@/features/entitlements';
import { daysLeft, displayStatus, hasBillingAccount, isPaidRunning } from './subscription-state';
import { SubscriptionStatusBadge } from './subscription-status-badge';

interface CurrentPlanCardProps {
  overview: SubscriptionsOverview;
  features: SubscriptionFeaturesView | undefined;
  onCancel: () => void;
  onResume: () => void;
  resuming: boolean;
  onBillingPortal: () => void;
  openingPortal: boolean;
}

/** The plan the organisation holds now and what happens next: trial days left, renewal, failed payment, end date. */
export function CurrentPlanCard({ overview, features, onCancel, onResume, resuming, onBillingPortal, openingPortal }: CurrentPlanCardProps) {
  const t = useTranslations('subscriptions');
  const { formatDate } = useDateFormat();
  const { current, pendingCheckout, history } = overview;
  const end = current?.currentPeriodEnd ?? null;
  const status = current ? displayStatus(current) : null;
  const paid = isPaidRunning(current);
  const price = current ? plans[current.plan].monthlyPrice : null;

  let next: string | null = null;
  if (status === 'trialing' && end) next = `${t('current.trialLeft', { days: daysLeft(end), date: formatDate(end) })} ${t('current.trialAfter')}`;
  else if (status === 'canceling' && end) next = t('current.cancelScheduled', { date: formatDate(end) });
  else if (status === 'past_due') next = t('current.pastDue');
  else if (status === 'granted') next = t('current.granted');
  // A sandbox month is not renewed by anyone: it ends, and the next one is bought on the test checkout (issue #22).
  else if (status === 'active' && end && current?.provider === 'sandbox') next = t('current.sandboxEnds', { date: formatDate(end) });
  else if (status === 'active' && end) next = t('current.renews', { date: formatDate(end) });

  return (
    <Card title={t('current.title')}>
      <div className="flex flex-col gap-4">
        {current && status ? (
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-xl font-semibold text-slate-900">{t('current.plan', { plan: t(`plans.${current.plan}.name`) })}</p>
              <SubscriptionStatusBadge status={status} />
            </div>
            {paid && price !== null && <p className="text-slate-800">{t('price.monthly', { price: formatMoney(price) })}</p>}
            {next && <p className="text-slate-800">{next}</p>}
          </div>
        ) : (
          <p className="text-slate-800">{t('current.none')}</p>
        )}
        {features?.allowAllFeatures && <p className="rounded-md bg-green-50 p-3 text-green-900">{t('current.allowAll')}</p>}
        {pendingCheckout && (
          <div className="flex flex-col items-start gap-2 rounded-md border border-amber-600 bg-amber-50 p-3 text-amber-950">
            <p>{t('current.pending', { plan: t(`plans.${pendingCheckout.plan}.name`) })}</p>
            {pendingCheckout.checkoutUrl && (
              <a href={pendingCheckout.checkoutUrl} className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
                {t('current.resumeCheckout')}
              </a>
            )}
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          {hasBillingAccount(history) && (
            <Button variant={status === 'past_due' ? 'primary' : 'secondary'} onClick={onBillingPortal} disabled={openingPortal}>
              {openingPortal ? t('current.openingPortal') : t('current.manageBilling')}
            </Button>
          )}
          {paid && status === 'canceling' && (
            <Button variant="secondary" onClick={onResume} disabled={resuming}>
              {resuming ? t('current.resuming') : t('current.resume')}
            </Button>
          )}
          {paid && status !== 'canceling' && (
            <Button variant="secondary" onClick={onCancel}>
              {t('current.cancel')}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
