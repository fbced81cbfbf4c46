import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import type { QuotaView, SubscriptionFeaturesView } from '@/features/entitlements';
import { gatedFeatures, quotaNames } from '@/features/entitlements/plans';
import { formatInteger } from '@/lib/format';

/** What the plan allows now: each quota with what is used and left, and each gated feature, included or not. */
export function UsageCard({ features }: { features: SubscriptionFeaturesView }) {
  const t = useTranslations('subscriptions');
  const figure = (view: QuotaView) => {
    if (view.limit === null) return t('usage.unlimited');
    if (view.used !== undefined && view.remaining !== undefined && view.remaining !== null)
      return t('usage.used', { used: formatInteger(view.used), limit: formatInteger(view.limit), remaining: formatInteger(view.remaining) });
    return t('usage.limit', { limit: formatInteger(view.limit) });
  };
  return (
    <Card title={t('usage.title')} description={t('usage.intro')}>
      <div className="flex flex-col gap-5">
        <dl className="flex flex-col gap-3">
          {quotaNames.map((quota) => {
            const view = features.quotas[quota];
            const share = view.limit && view.used !== undefined ? Math.min(view.used / view.limit, 1) : null;
            return (
              <div key={quota} className="flex flex-col gap-1">
                <dt className="font-medium text-slate-800">{t(`quotas.${quota}`)}</dt>
                <dd className="text-slate-900">{figure(view)}</dd>
                {share !== null && (
                  <dd aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-200">
                    <div className={share >= 1 ? 'h-full bg-red-700' : 'h-full bg-brand-700'} style={{ width: `${share * 100}%` }} />
                  </dd>
                )}
              </div>
            );
          })}
        </dl>
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold text-slate-900">{t('usage.featuresTitle')}</h3>
          <ul className="flex flex-col gap-1">
            {gatedFeatures.map((feature) => {
              const included = features.features[feature];
              return (
                <li key={feature} className="flex gap-2 text-slate-800">
                  <span aria-hidden="true" className={included ? 'font-semibold text-green-700' : 'font-semibold text-slate-600'}>
                    {included ? '✓' : '✕'}
                  </span>
                  <span>
                    {t(`features.${feature}`)} <span className="text-slate-700">({t(included ? 'usage.included' : 'usage.notIncluded')})</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </Card>
  );
}
