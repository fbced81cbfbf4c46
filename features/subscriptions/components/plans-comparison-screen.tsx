import Link from 'next/link';
import { useSession } from '@/lib/auth/session-client';
import { useTranslations } from 'next-intl';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { useCurrentUser } from '@/features/auth';
import { subscriptionLinks } from '@/features/entitlements';
import { planTypes, plans, TRIAL_DAYS, TRIAL_PLAN } from '@/features/entitlements/plans';
import { useSubscriptionsOverview } from '../api';
import { PlanCard } from './plan-card';

const primaryLink = 'inline-flex min-h-11 w-full items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-center font-medium text-white hover:bg-brand-800';
const secondaryLink = 'inline-flex min-h-11 w-full items-center justify-center rounded-md border border-slate-300 bg-white px-4 py-2 text-center font-medium text-slate-900 hover:bg-slate-100';

/**
 * /plans, public: the four plans side by side on a desktop and one under the other on a phone, all from plans.ts.
 * Each leads to the sign-up with its plan; pro, sold on quote, to the same page as a request for contact. A signed-in
 * manager (issue #25) sees their plan marked and each other one leads to their subscription page with it chosen (its
 * confirmation opens there), and the header leads to their dashboard instead of "Se connecter".
 */
export function PlansComparisonScreen() {
  const t = useTranslations();
  const trialPlan = t(`subscriptions.plans.${TRIAL_PLAN}.name`);
  const { data: session } = useSession();
  const user = useCurrentUser();
  const clientId = user.data?.role === 'client' ? user.data.clientId : null;
  const overview = useSubscriptionsOverview(clientId);
  const currentPlan = overview.data?.current?.plan ?? null;
  const manager = Boolean(session && clientId);
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3">
          <Link href="/" className="text-lg font-bold text-brand-700">
            {t('common.appName')}
          </Link>
          <div className="flex flex-wrap items-center gap-4">
            <LanguageSwitch />
            {session ? (
              <p className="text-slate-700">
                {currentPlan && <span data-testid="current-plan">{t('subscriptions.comparison.yourPlan', { plan: t(`subscriptions.plans.${currentPlan}.name`) })} </span>}
                <Link href={manager ? subscriptionLinks.page : '/dashboard'} className="font-medium text-brand-700 underline">
                  {t(manager ? 'subscriptions.comparison.manage' : 'subscriptions.comparison.dashboard')}
                </Link>
              </p>
            ) : (
              <p className="text-slate-700">
                {t('subscriptions.comparison.haveAccount')}{' '}
                <Link href="/signin" className="font-medium text-brand-700 underline">
                  {t('subscriptions.comparison.signIn')}
                </Link>
              </p>
            )}
          </div>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8">
        <div className="flex max-w-3xl flex-col gap-3">
          <h1 className="text-3xl font-semibold text-slate-900">{t('subscriptions.comparison.title')}</h1>
          <p className="text-lg text-slate-700">{t('subscriptions.comparison.intro')}</p>
          <p className="rounded-lg border border-brand-600 bg-brand-50 p-4 font-medium text-brand-800">
            {t('subscriptions.comparison.trial', { plan: trialPlan, days: TRIAL_DAYS })}
          </p>
        </div>
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4">
          {planTypes.map((type) => {
            const plan = plans[type];
            const name = t(`subscriptions.plans.${type}.name`);
            const onQuote = plan.monthlyPrice === null;
            const current = type === currentPlan;
            const badge = current ? t('subscriptions.comparison.currentBadge') : !manager && type === TRIAL_PLAN ? t('subscriptions.comparison.trialBadge', { days: TRIAL_DAYS }) : undefined;
            return (
              <PlanCard
                key={type}
                plan={plan}
                highlighted={manager ? current : type === TRIAL_PLAN}
                badge={badge}
                action={
                  current ? (
                    <Link href={subscriptionLinks.page} className={secondaryLink}>
                      {t('subscriptions.comparison.manage')}
                    </Link>
                  ) : (
                    <Link href={manager ? subscriptionLinks.choose(type) : subscriptionLinks.signUp(type)} className={onQuote ? secondaryLink : primaryLink}>
                      {t(onQuote ? 'subscriptions.comparison.contact' : 'subscriptions.comparison.choose', { plan: name })}
                    </Link>
                  )
                }
              />
            );
          })}
        </div>
        <p className="text-sm text-slate-700">
          {t('subscriptions.comparison.vatNote')}{' '}
          <Link href="/terms" className="font-medium text-brand-700 underline">
            {t('subscriptions.comparison.terms')}
          </Link>
        </p>
      </div>
    </div>
  );
}
