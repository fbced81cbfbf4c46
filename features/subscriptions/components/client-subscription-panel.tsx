import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { useUpdateClient, type ClientView } from '@/features/clients';
import { planTypes, type PlanType } from '@/features/entitlements/plans';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { subscriptionKeys, useGrantPlan, useSubscriptionsOverview } from '../api';
import type { SubscriptionView } from '../types';
import { SubscriptionHistory } from './subscription-history';
import { displayStatus } from './subscription-state';
import { SubscriptionStatusBadge } from './subscription-status-badge';
import { useErrorToast } from '@/components/feedback/use-error-toast';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="font-medium text-slate-700 sm:w-40 sm:shrink-0">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The admin client page's subscription block: the plan held now, its history, the plan the platform grants (pro on
 * quote) and allowAllFeatures. The page needs the `subscriptions` messages (subscriptionsMessages).
 */
export function ClientSubscriptionPanel({ client }: { client: Pick<ClientView, 'id' | 'allowAllFeatures'> }) {
  const t = useTranslations('subscriptions');
  const headingId = useId();
  const overview = useSubscriptionsOverview(client.id);
  useErrorToast(overview.error, 'read');

  let content;
  if (overview.isPending) content = <SkeletonLines label={t('admin.loading')} />;
  else if (overview.isError) content = <LoadError onRetry={() => void overview.refetch()} />;
  else {
    const current = overview.data.current;
    const granted = overview.data.history.find((subscription) => subscription.provider === 'platform' && subscription.status === 'active');
    content = (
      <div className="flex flex-col gap-6">
        <CurrentPlan current={current} />
        <GrantPlanForm key={granted?.id ?? 'none'} clientId={client.id} granted={granted?.plan ?? null} />
        <AllowAllFeaturesToggle client={client} />
        <SubscriptionHistory history={overview.data.history} headingLevel="h3" />
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('admin.title')}
      </h2>
      {content}
    </section>
  );
}

function CurrentPlan({ current }: { current: SubscriptionView | null }) {
  const t = useTranslations('subscriptions');
  const { formatDate } = useDateFormat();
  if (!current)
    return (
      <dl className="flex flex-col gap-2">
        <Field label={t('admin.current')}>{t('admin.none')}</Field>
      </dl>
    );
  const start = current.currentPeriodStart ? formatDate(current.currentPeriodStart) : null;
  const end = current.currentPeriodEnd ? formatDate(current.currentPeriodEnd) : null;
  return (
    <dl className="flex flex-col gap-2">
      <Field label={t('admin.current')}>{t(`plans.${current.plan}.name`)}</Field>
      <Field label={t('admin.status')}>
        <SubscriptionStatusBadge status={displayStatus(current)} />
      </Field>
      <Field label={t('admin.period')}>
        {start && end ? t('history.periodRange', { start, end }) : start ? t('history.periodFrom', { start }) : t('history.none')}
      </Field>
    </dl>
  );
}

/** PUT granted-plan: a plan given without checkout, or none to take it back. */
function GrantPlanForm({ clientId, granted }: { clientId: string; granted: PlanType | null }) {
  const t = useTranslations('subscriptions');
  const notify = useNotify();
  const grant = useGrantPlan(clientId);
  const [choice, setChoice] = useState<string>(granted ?? '');
  const unchanged = choice === (granted ?? '');

  function save() {
    const plan = choice === '' ? null : (choice as PlanType);
    grant.mutate(
      { plan },
      {
        onSuccess: () => notify.success(plan ? t('admin.granted', { plan: t(`plans.${plan}.name`) }) : t('admin.grantRemoved')),
        onError: (error) => notify.error(error, { operation: 'update' }),
      },
    );
  }

  return (
    <form
      className="flex flex-col items-start gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="w-full sm:w-96">
        <SelectField label={t('admin.grantLabel')} hint={t('admin.grantHint')} value={choice} onChange={(event) => setChoice(event.target.value)}>
          <option value="">{t('admin.grantNone')}</option>
          {planTypes.map((plan) => (
            <option key={plan} value={plan}>
              {t(`plans.${plan}.name`)}
            </option>
          ))}
        </SelectField>
      </div>
      <Button type="submit" variant="secondary" disabled={unchanged || grant.isPending}>
        {grant.isPending ? t('admin.granting') : t('admin.grantSave')}
      </Button>
    </form>
  );
}

/** PATCH /v1/clients/{id} {allowAllFeatures}: every feature and no limit, whatever the plan (spec §6). */
function AllowAllFeaturesToggle({ client }: { client: Pick<ClientView, 'id' | 'allowAllFeatures'> }) {
  const t = useTranslations('subscriptions.admin');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const update = useUpdateClient();
  const id = useId();

  function toggle(allowAllFeatures: boolean) {
    update.mutate(
      { id: client.id, input: { allowAllFeatures } },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: subscriptionKeys.client(client.id) });
          notify.success(allowAllFeatures ? t('allowAllOn') : t('allowAllOff'));
        },
        onError: (error) => notify.error(error, { operation: 'update' }),
      },
    );
  }

  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={client.allowAllFeatures}
        disabled={update.isPending}
        onChange={(event) => toggle(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="mt-1 h-5 w-5 accent-brand-700"
      />
      <div>
        <label htmlFor={id} className="font-medium text-slate-800">
          {t('allowAll')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {t('allowAllHint')}
        </p>
      </div>
    </div>
  );
}
