import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client/public';
import { formatMoney } from '@/lib/format';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { readShopOrderByPayment, updateShopOrder, type SavedShopOrder } from '../../saved-shop-orders';
import { shopPublicPath } from '../../links';
import { useAbandonShopOrder, useSandboxOutcome } from '../../public-api';
import { ShopFrame } from './shop-frame';

/**
 * /shop/pay/{paymentId}?token=…: the sandbox provider's own page, where a test payment is approved or declined. It
 * stands in for Stripe Checkout when no key is configured, and says so plainly.
 */
export function SandboxPayScreen() {
  const t = useTranslations('shops.public');
  const router = useRouter();
  const paymentId = typeof router.query.paymentId === 'string' ? router.query.paymentId : '';
  const token = typeof router.query.token === 'string' ? router.query.token : '';
  const outcome = useSandboxOutcome(paymentId);
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const hydrated = useHydrated();
  const saved = useMemo<SavedShopOrder | null>(() => (hydrated && router.isReady ? readShopOrderByPayment(paymentId, token) : null), [hydrated, router.isReady, paymentId, token]);
  const abandon = useAbandonShopOrder(saved?.answer.order.id ?? '');

  async function settle(choice: 'approve' | 'decline') {
    setFailure(null);
    try {
      const answer = await outcome.mutateAsync({ token, outcome: choice });
      const next = updateShopOrder(answer) ?? saved;
      setLeaving(true);
      if (answer.order.status === 'canceled') {
        // Declined (or approved after the hold): back to the shop, whose cart was never emptied.
        await router.push(next ? `${shopPublicPath(next.shop.slug)}?payment=declined` : '/');
      } else {
        await router.push(`/shop/orders/${encodeURIComponent(answer.order.id)}?token=${encodeURIComponent(answer.token)}`);
      }
    } catch (error) {
      setFailure(isApiError(error) && (error.status === 404 || error.status === 409) ? t('pay.unknown') : t('pay.failed'));
    }
  }

  /** Back to the shop without paying: the units are released now rather than at the end of the hold (issue #22). */
  async function giveUp() {
    if (!saved) return;
    setFailure(null);
    try {
      updateShopOrder(await abandon.mutateAsync(token));
      setLeaving(true);
      await router.push(`${shopPublicPath(saved.shop.slug)}?payment=abandoned`);
    } catch {
      setFailure(t('pay.failed'));
    }
  }

  // The page arrives server-rendered (the provider's redirect is a full load): a tap before React has hydrated it
  // would do nothing, so the buttons wait for it (a loaded phone showed a dead "Payer" for seconds).
  const ready = hydrated && Boolean(token);
  const busy = outcome.isPending || abandon.isPending || leaving;
  return (
    <ShopFrame title={t('pay.title')} organiser={saved?.shop.organiser} heading={<h1 className="text-2xl font-bold">{t('pay.title')}</h1>}>
      <div className="flex flex-col gap-1 rounded-md border-2 border-dashed border-amber-600 bg-amber-50 p-3 text-amber-900">
        <p className="font-bold uppercase tracking-wide">{t('pay.testMode')}</p>
        <p>{t('pay.testHint')}</p>
      </div>
      {saved && (
        <div>
          <p className="text-slate-700">{saved.shop.event.name}</p>
          <p className="flex items-baseline justify-between gap-3 text-slate-900">
            <span>{t('pay.amount')}</span>
            <span className="text-2xl font-bold" data-testid="pay-amount">
              {formatMoney(saved.answer.payment.amount)}
            </span>
          </p>
        </div>
      )}
      {failure && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {failure}
        </p>
      )}
      <div className="flex flex-col gap-3">
        <Button disabled={busy || !ready} onClick={() => void settle('approve')} className="min-h-12 text-lg">
          {busy ? t('pay.working') : t('pay.approve')}
        </Button>
        <Button variant="secondary" disabled={busy || !ready} onClick={() => void settle('decline')}>
          {t('pay.decline')}
        </Button>
        {saved && (
          <Button variant="secondary" disabled={busy || !ready} onClick={() => void giveUp()}>
            {t('pay.abandon')}
          </Button>
        )}
      </div>
    </ShopFrame>
  );
}
