import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { LoadError, NotFoundState, SkeletonLines } from '@/components/ui/loading-states';
import { useCurrentUser } from '@/features/auth';
import { subscriptionLinks } from '@/features/entitlements';
import { plans } from '@/features/entitlements/plans';
import { formatMoney } from '@/lib/format';
import { useSandboxOutcome, useSubscriptionsOverview } from '../api';
import { planPriceWithVat } from '../plan-price';
import { useErrorToast } from '@/components/feedback/use-error-toast';

/**
 * /dashboard/subscription/checkout/[id]: the sandbox's stand-in for the provider's checkout, clearly a test. The
 * manager decides how the payment ends; either way they go back to the subscription page.
 */
export function SandboxCheckoutScreen() {
  const t = useTranslations('subscriptions.checkout');
  const { query } = useRouter();
  const id = typeof query.id === 'string' ? query.id : undefined;
  const user = useCurrentUser();
  const clientId = user.data?.role === 'client' ? user.data.clientId : null;
  const overview = useSubscriptionsOverview(clientId);
  useErrorToast(user.error ?? overview.error, 'read');
  const back = { href: subscriptionLinks.page, label: t('back') };

  let content;
  if (!id || user.isPending || (clientId && overview.isPending)) content = <SkeletonLines label={t('loading')} />;
  else if (user.isError) content = <LoadError onRetry={() => void user.refetch()} />;
  else if (overview.isError) content = <LoadError onRetry={() => void overview.refetch()} />;
  else {
    const pending = overview.data?.pendingCheckout;
    content =
      pending && pending.id === id && clientId ? (
        <CheckoutChoice clientId={clientId} id={id} plan={pending.plan} />
      ) : (
        <NotFoundState title={t('notFound')} text={t('notFoundText')} back={back} />
      );
  }

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <p role="note" className="rounded-lg border-2 border-dashed border-amber-600 bg-amber-50 p-4 font-semibold text-amber-950">
        <span aria-hidden="true">⚠ </span>
        {t('sandbox')}
        <span className="mt-1 block font-normal">{t('sandboxText')}</span>
      </p>
      {content}
    </div>
  );
}

function CheckoutChoice({ clientId, id, plan }: { clientId: string; id: string; plan: keyof typeof plans }) {
  const t = useTranslations('subscriptions');
  const router = useRouter();
  const notify = useNotify();
  const outcome = useSandboxOutcome(clientId);
  const name = t(`plans.${plan}.name`);
  const monthly = plans[plan].monthlyPrice;
  // What is paid, excluding and including VAT (issue #25): the plans show prices excluding VAT.
  const price = monthly === null ? null : planPriceWithVat(monthly);

  function settle(choice: 'paid' | 'declined') {
    outcome.mutate(
      { id, outcome: choice },
      {
        onSuccess: () => {
          if (choice === 'paid') notify.success(t('checkout.paid', { plan: name }));
          else notify.warning(t('checkout.declined'));
          void router.push(subscriptionLinks.page);
        },
        onError: (error) => notify.error(error, { operation: 'update' }),
      },
    );
  }

  // Still busy once answered: the page is leaving.
  const busy = outcome.isPending || outcome.isSuccess;
  return (
    <section aria-labelledby="checkout-title" className="flex flex-col gap-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h1 id="checkout-title" className="text-2xl font-semibold text-slate-900">
        {t('checkout.title')}
      </h1>
      <dl className="flex flex-col gap-2">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">{t('checkout.plan')}</dt>
          <dd className="font-semibold text-slate-900">{name}</dd>
        </div>
        {price === null ? (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-700">{t('checkout.amount')}</dt>
            <dd className="font-semibold text-slate-900">{t('price.onQuote')}</dd>
          </div>
        ) : (
          <>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-700">{t('checkout.exclVat')}</dt>
              <dd className="text-slate-900" data-testid="checkout-excl-vat">
                {formatMoney(price.exclVat)}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-700">{t('checkout.vat', { rate: price.vatRate })}</dt>
              <dd className="text-slate-900">{formatMoney(price.vat)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-slate-200 pt-2">
              <dt className="font-semibold text-slate-900">{t('checkout.inclVat')}</dt>
              <dd className="font-semibold text-slate-900" data-testid="checkout-incl-vat">
                {formatMoney(price.inclVat)}
              </dd>
            </div>
          </>
        )}
      </dl>
      {/* Outside the list: a <dl> holds only its terms and their values (axe "definition-list"). */}
      {price !== null && <p className="text-sm text-slate-700">{t('checkout.invoiceNote')}</p>}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => settle('paid')} disabled={busy}>
          {outcome.isPending && outcome.variables?.outcome === 'paid' ? t('checkout.working') : t('checkout.pay')}
        </Button>
        <Button variant="secondary" onClick={() => settle('declined')} disabled={busy}>
          {outcome.isPending && outcome.variables?.outcome === 'declined' ? t('checkout.working') : t('checkout.decline')}
        </Button>
      </div>
      <Link href={subscriptionLinks.page} className="self-start font-medium text-brand-700 underline">
        {t('checkout.back')}
      </Link>
    </section>
  );
}
