import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import type { Plan } from '@/features/entitlements/plans';
import { formatMoney } from '@/lib/format';

/** "99,00 €" and "HT / mois", or "Sur devis" for pro: from plans.ts, through the one money formatter. */
export function PlanPrice({ plan }: { plan: Plan }) {
  const t = useTranslations('subscriptions.price');
  if (plan.monthlyPrice === null) return <p className="text-2xl font-semibold text-slate-900">{t('onQuote')}</p>;
  return (
    <p className="flex flex-wrap items-baseline gap-x-1.5">
      <span className="text-3xl font-semibold text-slate-900">{formatMoney(plan.monthlyPrice)}</span>{' '}
      <span className="text-slate-700">{t('perMonth')}</span>
    </p>
  );
}

/** The plan's lines of the comparison, a quota line with the plan's figure ("4 événements par mois", "Illimité"). */
export function PlanLines({ plan, labelledBy }: { plan: Plan; labelledBy?: string }) {
  const t = useTranslations('subscriptions');
  const bold = (chunks: ReactNode) => <strong className="font-semibold text-slate-900">{chunks}</strong>;
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col gap-2">
      {plan.lines.map((line) => {
        const limit = line.quota ? plan.quotas[line.quota] : undefined;
        return (
          <li key={line.key} className="flex gap-2 text-slate-800">
            <span aria-hidden="true" className="font-semibold text-green-700">
              ✓
            </span>
            <span>{limit === undefined ? t(`lines.${line.key}`) : limit === null ? t.rich(`unlimitedLines.${line.key}`, { b: bold }) : t.rich(`lines.${line.key}`, { count: limit, b: bold })}</span>
          </li>
        );
      })}
    </ul>
  );
}

interface PlanCardProps {
  plan: Plan;
  /** The way on: a link to sign up, a button to subscribe or change plan. */
  action: ReactNode;
  /** A ribbon above the name ("Essai gratuit de 30 jours", "Votre offre actuelle"). */
  badge?: string;
  highlighted?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** One plan of the comparison: name, tagline, monthly price, the lines it includes and its action. */
export function PlanCard({ plan, action, badge, highlighted = false, headingLevel: Heading = 'h2' }: PlanCardProps) {
  const t = useTranslations('subscriptions');
  const headingId = useId();
  const linesId = useId();
  const name = t(`plans.${plan.type}.name`);
  return (
    <article
      aria-labelledby={headingId}
      data-plan={plan.type}
      className={clsx('flex flex-col gap-4 rounded-lg border bg-white p-6 shadow-sm', highlighted ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200')}
    >
      {badge && <p className="self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">{badge}</p>}
      <div className="flex flex-col gap-1">
        <Heading id={headingId} className="text-xl font-semibold text-slate-900">
          {name}
        </Heading>
        <p className="text-slate-700">{t(`plans.${plan.type}.tagline`)}</p>
      </div>
      <PlanPrice plan={plan} />
      <p id={linesId} className="sr-only">
        {t('comparison.includes', { plan: name })}
      </p>
      <PlanLines plan={plan} labelledBy={linesId} />
      <div className="mt-auto pt-2">{action}</div>
    </article>
  );
}
