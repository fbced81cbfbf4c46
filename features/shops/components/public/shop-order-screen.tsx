import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef } from 'react';
import { LazyQrCode } from '@/components/ui/lazy-qr-code';
import { formatMoney } from '@/lib/format';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { cartStore } from '../../cart-store';
import { readShopOrder, saveShopOrder, type SavedShopOrder } from '../../saved-shop-orders';
import { shopPublicPath } from '../../links';
import { useAbandonShopOrder, useShopOrder } from '../../public-api';
import { ShopFrame } from './shop-frame';
import { CollectionInfo } from './shop-heading';

/**
 * The provider's page sends a spectator who gave up back here with `abandoned=1` (its cancel_url): the hold is
 * released at once (POST …/abandon, idempotent), then back to the shop, whose cart was never emptied. An order the
 * provider still settles (paid a moment ago) stays here and shows as it is.
 */
function useReleaseOnAbandon(orderId: string, token: string, ready: boolean) {
  const router = useRouter();
  const abandon = useAbandonShopOrder(orderId);
  const sent = useRef(false);
  const abandoned = router.query.abandoned === '1';
  useEffect(() => {
    if (!ready || !abandoned || !orderId || !token || sent.current) return;
    sent.current = true;
    void abandon
      .mutateAsync(token)
      .then((answer) => (answer.order.status === 'canceled' ? router.replace(`${shopPublicPath(answer.shop.slug)}?payment=abandoned`) : undefined))
      .catch(() => undefined);
  }, [ready, abandoned, orderId, token, abandon, router]);
}

/** Held up to the register's camera from a phone screen: about a third of the screen's width, quiet zone included. */
const QR_SIZE = 240;

/** The statuses of an order whose money is in: the cart it came from is done with. */
const paidStatuses: readonly string[] = ['paid', 'prepared', 'exchanged'];

/**
 * /shop/orders/{orderId}?token=…: the confirmation, with the number to say at the collection stand. What this phone
 * kept of the order shows at once; the order read by its token (GET /v1/shop-orders/{id}) then takes over, asked again
 * while it waits for its payment, so the link works on any device and after the provider's page. The shop's heading
 * and where to collect come from the phone's copy, else from the answer's summary of its shop (another device, the
 * e-mail's link). Paid, the order's QR code (its collection code) is shown under the number, for the register's scan.
 */
export function ShopOrderScreen() {
  const t = useTranslations('shops.public');
  const router = useRouter();
  const orderId = typeof router.query.orderId === 'string' ? router.query.orderId : '';
  const token = typeof router.query.token === 'string' ? router.query.token : '';
  const hydrated = useHydrated();
  const ready = hydrated && router.isReady;
  const saved = useMemo<SavedShopOrder | null | undefined>(() => (ready ? readShopOrder(orderId, token) : undefined), [ready, orderId, token]);
  const fetched = useShopOrder(orderId, token, ready);
  const answer = fetched.data ?? saved?.answer;
  useReleaseOnAbandon(orderId, token, ready);

  useEffect(() => {
    if (!saved) return;
    // The phone's copy follows what the API says; paid, the cart it came from is done with. Once only, so that
    // coming back here never empties a new cart.
    const kept = readShopOrder(orderId, token) ?? saved;
    const latest = fetched.data ?? kept.answer;
    const clearCart = paidStatuses.includes(latest.order.status) && !kept.cartCleared;
    const cart = cartStore(saved.shop.id).getState();
    if (clearCart) cart.clear();
    // Paid or canceled, the order is no longer one to release when the shop's page is seen again.
    if (latest.order.status !== 'inProgress' && cart.pendingOrder?.orderId === latest.order.id) cart.setPendingOrder(null);
    if (clearCart || fetched.data) saveShopOrder({ ...kept, answer: latest, cartCleared: kept.cartCleared || clearCart });
  }, [saved, fetched.data, orderId, token]);

  if (!answer) {
    const unknown = ready && (!orderId || !token || fetched.isError);
    return (
      <ShopFrame title={t('confirmation.title')}>
        {unknown && (
          <>
            <h1 className="text-2xl font-semibold text-slate-900">{t('confirmation.title')}</h1>
            <p className="text-slate-700">{t('confirmation.unknown')}</p>
          </>
        )}
      </ShopFrame>
    );
  }

  const { order, payment } = answer;
  const shop = saved?.shop ?? answer.shop;
  // Paid, then prepared at the stand: still to collect, with the QR code. Handed over: done.
  const toCollect = order.status === 'paid' || order.status === 'prepared';
  const handedOver = order.status === 'exchanged';
  const pending = order.status === 'inProgress';
  const heading = toCollect ? t('confirmation.title') : handedOver ? t('confirmation.handedOver') : pending ? t('confirmation.pending') : t('confirmation.notPaid');
  return (
    <ShopFrame title={t('confirmation.number', { number: order.number })} organiser={shop?.organiser} heading={shop && <p className="font-semibold">{shop.event.name}</p>}>
      <div className="flex flex-col items-center gap-2 rounded-lg border-2 border-slate-900 p-4 text-center">
        <h1 className="text-lg font-semibold text-slate-900" aria-live="polite">
          {heading}
        </h1>
        <p className="text-4xl font-bold text-slate-900" data-testid="order-number">
          {t('confirmation.number', { number: order.number })}
        </p>
        {/* A copy this phone kept before issue #22 has no code: the order read again brings it. */}
        {toCollect && order.collectionCode && (
          <div className="p-2">
            <LazyQrCode text={order.collectionCode} size={QR_SIZE} label={t('confirmation.qrLabel', { number: order.number })} />
          </div>
        )}
        {toCollect && <p className="text-slate-700">{t('confirmation.numberHint')}</p>}
        {handedOver && <p className="text-slate-700">{t('confirmation.handedOverHint')}</p>}
        {pending && payment.redirectUrl && (
          <a href={payment.redirectUrl} className="inline-flex min-h-11 items-center font-medium text-slate-900 underline">
            {t('confirmation.payNow')}
          </a>
        )}
      </div>
      {shop && <CollectionInfo collection={shop.collection} />}
      <section aria-labelledby="order-items" className="flex flex-col gap-2">
        <h2 id="order-items" className="text-lg font-semibold text-slate-900">
          {t('confirmation.items')}
        </h2>
        <ul className="flex flex-col divide-y divide-slate-200">
          {order.items.map((item) => (
            <li key={item.productVariantId} className="flex justify-between gap-3 py-2 text-slate-900">
              <span>
                {item.quantity} × {item.productTitle}
                {item.variantTitle && <span className="block text-sm text-slate-700">{item.variantTitle}</span>}
              </span>
              <span>{formatMoney(item.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <p className="flex justify-between text-lg font-semibold text-slate-900">
          <span>{t('confirmation.total')}</span>
          <span>{formatMoney(order.totalInclVat)}</span>
        </p>
      </section>
      {shop && (
        <Link href={shopPublicPath(shop.slug)} className="inline-flex min-h-11 items-center font-medium text-slate-900 underline">
          {t('confirmation.backToShop')}
        </Link>
      )}
    </ShopFrame>
  );
}
