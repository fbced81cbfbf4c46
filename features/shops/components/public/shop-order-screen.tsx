import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo } from 'react';
import { formatMoney } from '@/lib/format';
import { cartStore } from '@/stores/cart';
import { readShopOrder, saveShopOrder, type SavedShopOrder } from '@/stores/shop-orders';
import { shopPublicPath } from '../../links';
import { ShopFrame } from './shop-frame';
import { CollectionInfo } from './shop-heading';
import { useHydrated } from './use-cart';

/**
 * /shop/orders/{orderId}?token=…: the confirmation, with the number to say at the collection stand. The API has no
 * read of a shop order by its token yet: it shows the order as its payment's answer left it on this phone.
 */
export function ShopOrderScreen() {
  const t = useTranslations('shops.public');
  const router = useRouter();
  const orderId = typeof router.query.orderId === 'string' ? router.query.orderId : '';
  const token = typeof router.query.token === 'string' ? router.query.token : '';
  const hydrated = useHydrated();
  const saved = useMemo<SavedShopOrder | null | undefined>(() => (hydrated && router.isReady ? readShopOrder(orderId, token) : undefined), [hydrated, router.isReady, orderId, token]);

  useEffect(() => {
    if (saved && saved.answer.order.status === 'paid' && !saved.cartCleared) {
      // Paid: the cart it came from is done with. Once only, so that coming back here never empties a new cart.
      cartStore(saved.shop.id).getState().clear();
      saveShopOrder({ ...saved, cartCleared: true });
    }
  }, [saved]);

  if (saved === undefined) return <ShopFrame title={t('confirmation.title')}>{null}</ShopFrame>;
  if (saved === null) {
    return (
      <ShopFrame title={t('confirmation.title')}>
        <h1 className="text-2xl font-semibold text-slate-900">{t('confirmation.title')}</h1>
        <p className="text-slate-700">{t('confirmation.unknown')}</p>
      </ShopFrame>
    );
  }

  const { order } = saved.answer;
  const paid = order.status === 'paid';
  return (
    <ShopFrame title={t('confirmation.number', { number: order.number })} organiser={saved.shop.organiser} heading={<p className="font-semibold">{saved.shop.event.name}</p>}>
      <div className="flex flex-col items-center gap-2 rounded-lg border-2 border-slate-900 p-4 text-center">
        <h1 className="text-lg font-semibold text-slate-900">{paid ? t('confirmation.title') : t('confirmation.notPaid')}</h1>
        <p className="text-4xl font-bold text-slate-900" data-testid="order-number">
          {t('confirmation.number', { number: order.number })}
        </p>
        {paid && <p className="text-slate-700">{t('confirmation.numberHint')}</p>}
      </div>
      <CollectionInfo collection={saved.shop.collection} />
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
      <Link href={shopPublicPath(saved.shop.slug)} className="inline-flex min-h-11 items-center font-medium text-slate-900 underline">
        {t('confirmation.backToShop')}
      </Link>
    </ShopFrame>
  );
}
