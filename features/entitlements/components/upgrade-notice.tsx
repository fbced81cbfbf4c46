import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { leaveBy, NOTICE_CAP_MS } from '@/components/feedback/toast-timing';
import { showToast } from '@/components/feedback/toasts';
import { useNotify } from '@/components/feedback/use-notify';
import type { CrudOperation } from '@/lib/errors/describe-error';
import { formatInteger } from '@/lib/format';
import type { GatedFeature, QuotaName } from '../plans';
import { subscriptionLinks } from './links';
import { featureUpgrade, quotaUpgrade, upgradeFromError, type UpgradeReason } from './upgrade';

type UpgradeNoticeProps =
  /** A refusal: the notice shows for FEATURE_NOT_GRANTED / QUOTAS_EXCEEDED / EVENTS_QUOTAS_EXCEEDED, nothing otherwise. */
  | { error: unknown }
  /** A feature the screen knows is locked (useFeature(...).locked). */
  | { feature: GatedFeature }
  /** A quota the screen knows is used up (useQuotaLeft(...).exhausted), with the plan's limit. */
  | { quota: QuotaName; limit: number }
  | { reason: UpgradeReason };

function reasonOf(props: UpgradeNoticeProps): UpgradeReason | null {
  if ('reason' in props) return props.reason;
  if ('error' in props) return upgradeFromError(props.error);
  if ('feature' in props) return featureUpgrade(props.feature);
  return quotaUpgrade(props.quota, props.limit);
}

/** The sentence that says why, and the link's label and address ("Passer à l’offre Smart" → the subscription page). */
export function useUpgradeText() {
  const t = useTranslations('subscriptions');
  return (reason: UpgradeReason) => {
    const planName = t(`plans.${reason.upgradeTo}.name`);
    const text =
      reason.kind === 'feature'
        ? t(reason.plan === null ? 'upgrade.featureNoPlan' : 'upgrade.feature', { feature: t(`features.${reason.feature}`) })
        : t('upgrade.quota', { quota: t(`quotas.${reason.quota}`).toLocaleLowerCase(), limit: formatInteger(reason.limit) });
    const label = t(reason.upgradeTo === 'pro' ? 'upgrade.contact' : 'upgrade.action', { plan: planName });
    return { text, label, href: subscriptionLinks.choose(reason.upgradeTo) };
  };
}

/**
 * Says what the organisation's plan lacks and links to the plan that has it. Renders nothing for an error that is
 * not about the plan, so a screen may always render `<UpgradeNotice error={mutation.error} />`.
 */
export function UpgradeNotice(props: UpgradeNoticeProps) {
  const describe = useUpgradeText();
  const reason = reasonOf(props);
  if (!reason) return null;
  const { text, label, href } = describe(reason);
  return (
    <div role="status" className="flex flex-col items-start gap-2 rounded-lg border border-amber-600 bg-amber-50 p-4 text-amber-950">
      <p>{text}</p>
      <Link href={href} className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
        {label}
      </Link>
    </div>
  );
}

/**
 * The toast for a failed action: for a refusal about the plan, a warning that says why with a button to the plan to
 * take; for any other error, the catalogue toast. Returns whether the failure was about the plan.
 */
export function useUpgradeAwareNotify() {
  const notify = useNotify();
  const router = useRouter();
  const describe = useUpgradeText();
  return (error: unknown, options: { operation?: CrudOperation } = {}): boolean => {
    const reason = upgradeFromError(error);
    if (!reason) {
      notify.error(error, options);
      return false;
    }
    const { text, label, href } = describe(reason);
    showToast((toast) => leaveBy(toast, toast.warning(text, { action: { label, onClick: () => void router.push(href) } }), NOTICE_CAP_MS));
    return true;
  };
}
