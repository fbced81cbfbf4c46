import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import type { SubscriptionView } from '../types';
import { displayStatus } from './subscription-state';
import { SubscriptionStatusBadge } from './subscription-status-badge';

const knownProviders = ['platform', 'sandbox', 'stripe'];

/** Every subscription of the organisation, newest first: plan, status, where it came from and its period. */
export function SubscriptionHistory({ history, headingLevel: Heading = 'h2' }: { history: readonly SubscriptionView[]; headingLevel?: 'h2' | 'h3' }) {
  const t = useTranslations('subscriptions');
  const { formatDate } = useDateFormat();
  const headingId = useId();
  const period = (subscription: SubscriptionView) => {
    if (!subscription.currentPeriodStart) return t('history.none');
    const start = formatDate(subscription.currentPeriodStart);
    return subscription.currentPeriodEnd ? t('history.periodRange', { start, end: formatDate(subscription.currentPeriodEnd) }) : t('history.periodFrom', { start });
  };
  const source = (provider: string) => (knownProviders.includes(provider) ? t(`history.providers.${provider}`) : t('history.providers.other', { provider }));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <Heading id={headingId} className="text-lg font-semibold text-slate-900">
        {t('history.title')}
      </Heading>
      {history.length === 0 ? (
        <p className="text-slate-700">{t('history.empty')}</p>
      ) : (
        <ScrollRegion label={t('history.title')}>
          <table className="w-full min-w-[36rem] text-left">
            <thead>
              <tr className="border-b border-slate-200 text-sm text-slate-700">
                <th scope="col" className="py-2 pr-4 font-medium">{t('history.plan')}</th>
                <th scope="col" className="py-2 pr-4 font-medium">{t('history.status')}</th>
                <th scope="col" className="py-2 pr-4 font-medium">{t('history.source')}</th>
                <th scope="col" className="py-2 pr-4 font-medium">{t('history.period')}</th>
                <th scope="col" className="py-2 font-medium">{t('history.createdAt')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {history.map((subscription) => (
                <tr key={subscription.id}>
                  <th scope="row" className="py-2 pr-4 font-medium text-slate-900">{t(`plans.${subscription.plan}.name`)}</th>
                  <td className="py-2 pr-4"><SubscriptionStatusBadge status={displayStatus(subscription)} /></td>
                  <td className="py-2 pr-4 text-slate-800">{source(subscription.provider)}</td>
                  <td className="py-2 pr-4 text-slate-800">{period(subscription)}</td>
                  <td className="py-2 text-slate-800">{formatDate(subscription.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
