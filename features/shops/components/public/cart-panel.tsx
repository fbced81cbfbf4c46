import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatMoney } from '@/lib/format';
import { cartStore, cartTotal, itemCount, type CartItem } from '../../cart-store';
import type { ShopOrderLimits } from '../../types';
import { useCart } from './use-cart';

const NO_ITEMS: CartItem[] = [];

const iconButton = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border border-slate-400 bg-white text-lg font-semibold text-slate-900 hover:bg-slate-100';

/** The cart's lines with +/−/remove, "clear" and the total; `checkoutHref` is where "Commander" leads. */
export function CartLines({ shopId, checkoutHref, limits }: { shopId: string; checkoutHref?: string; limits?: ShopOrderLimits }) {
  const t = useTranslations('shops.public');
  const items = useCart(shopId, (state) => state.items, NO_ITEMS);
  const [refused, setRefused] = useState<'phonographyLimit' | 'orderLimit' | null>(null);
  const cart = cartStore(shopId).getState;
  if (items.length === 0) return <p className="text-slate-700">{t('cart.empty')}</p>;
  const label = (item: CartItem) => (item.variantTitle ? `${item.title} ${item.variantTitle}` : item.title);

  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-slate-200" data-testid="cart-lines">
        {items.map((item) => (
          <li key={item.productVariantId} className="flex flex-col gap-2 py-3">
            <div className="flex justify-between gap-3">
              <span className="font-medium text-slate-900">
                {item.title}
                {item.variantTitle && <span className="block text-sm font-normal text-slate-700">{item.variantTitle}</span>}
              </span>
              <span className="font-semibold text-slate-900">{formatMoney(item.quantity * item.price)}</span>
            </div>
            <div className="flex items-center gap-2">
              <button type="button" className={iconButton} aria-label={t('cart.decrease', { title: label(item) })} onClick={() => cart().decrease(item.productVariantId)}>
                −
              </button>
              <span className="min-w-8 text-center" aria-label={`${t('cart.quantity')} ${item.quantity}`}>
                {item.quantity}
              </span>
              <button
                type="button"
                className={iconButton}
                aria-label={t('cart.increase', { title: label(item) })}
                onClick={() => {
                  const change = cart().increase(item.productVariantId, limits);
                  setRefused(change === 'phonographyLimit' || change === 'orderLimit' ? change : null);
                }}
              >
                +
              </button>
              <button type="button" className="ml-auto min-h-11 px-2 text-sm font-medium text-slate-800 underline" onClick={() => cart().remove(item.productVariantId)}>
                {t('cart.remove')}
                <span className="sr-only"> {label(item)}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      {refused && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {refused === 'orderLimit' && limits ? t('orderLimit', { ...limits }) : t('phonographyLimit')}
        </p>
      )}
      <p className="flex justify-between text-lg font-semibold text-slate-900">
        <span>{t('cart.total')}</span>
        <span data-testid="cart-total">{formatMoney(cartTotal(items))}</span>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {checkoutHref && (
          <Link href={checkoutHref} className="inline-flex min-h-11 items-center rounded-md bg-slate-900 px-5 py-2 font-semibold text-white hover:bg-slate-700">
            {t('cart.order')}
          </Link>
        )}
        <button type="button" className="min-h-11 rounded-md border border-slate-400 px-4 py-2 font-medium text-slate-900 hover:bg-slate-100" onClick={() => cart().clear()}>
          {t('cart.clear')}
        </button>
      </div>
    </div>
  );
}

/** The sticky bar at the bottom of the shop: count and total, opening the cart above it. */
export function CartBar({ shopId, checkoutHref, limits }: { shopId: string; checkoutHref: string; limits?: ShopOrderLimits }) {
  const t = useTranslations('shops.public');
  const items = useCart(shopId, (state) => state.items, NO_ITEMS);
  const [open, setOpen] = useState(false);
  const count = itemCount(items);
  return (
    <div className="sticky bottom-0 -mx-4 mt-auto border-t border-slate-300 bg-white px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.08)]">
      {open && (
        <section id="shop-cart" aria-labelledby="shop-cart-title" className="mb-3 max-h-[60vh] overflow-y-auto">
          <h2 id="shop-cart-title" className="mb-2 text-lg font-semibold text-slate-900">
            {t('cart.title')}
          </h2>
          <CartLines shopId={shopId} checkoutHref={checkoutHref} limits={limits} />
        </section>
      )}
      <button
        type="button"
        aria-expanded={open}
        aria-controls="shop-cart"
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-12 w-full items-center justify-between rounded-md bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-700"
      >
        <span>{open ? t('cart.close') : t('cart.open')}</span>
        <span data-testid="cart-summary">{t('cart.summary', { count, total: formatMoney(cartTotal(items)) })}</span>
      </button>
    </div>
  );
}
