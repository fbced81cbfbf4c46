import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { subscriptionLinks } from '@/features/entitlements';
import { planTypes, plans, type PlanType } from '@/features/entitlements/plans';
import type { SubscriptionView } from '../types';
import { PlanCard } from './plan-card';
import { isGranted, isPaidRunning } from './subscription-state';

/**
 * The four plans to choose from on the subscription page. Without a paid subscription (none, or the trial) a plan is
 * bought by checkout; with one, it is a change of plan; pro is a request for contact. A plan the platform granted is
 * changed by its team only.
 */
export function PlanChooser({ current, onChoose }: { current: SubscriptionView | null; onChoose: (plan: PlanType) => void }) {
  const t = useTranslations('subscriptions');
  const headingId = useId();
  const paid = isPaidRunning(current);
  const granted = isGranted(current);
  const holds = (plan: PlanType) => (paid || granted) && current?.plan === plan;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t('choose.title')}
        </h2>
        <Link href={subscriptionLinks.plans} className="font-medium text-brand-700 underline">
          {t('choose.seeDetails')}
        </Link>
      </div>
      {granted && <p className="text-slate-800">{t('choose.grantedNote')}</p>}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-4">
        {planTypes.map((type) => {
          const name = t(`plans.${type}.name`);
          let action = null;
          if (holds(type) || granted) action = null;
          else if (type === 'pro')
            action = (
              <Button variant="secondary" className="w-full" onClick={() => onChoose(type)}>
                {t('upgrade.contact', { plan: name })}
              </Button>
            );
          else
            action = (
              <Button className="w-full" onClick={() => onChoose(type)}>
                {t(paid ? 'choose.switch' : 'choose.subscribe', { plan: name })}
              </Button>
            );
          return <PlanCard key={type} plan={plans[type]} headingLevel="h3" highlighted={holds(type)} badge={holds(type) ? t('choose.current') : undefined} action={action} />;
        })}
      </div>
    </section>
  );
}
