import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { formatMoney } from '@/lib/format';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { cartStore } from '../../cart-store';
import type { ShopOrderLimits, ShopPageProduct } from '../../types';
import { imageUrl } from './branding';

/** A product of the shop: picture, price VAT included, the size/colour choice (sold-out ones disabled), "Add". */
export function ProductCard({ shopId, product, category, open, limits }: { shopId: string; product: ShopPageProduct; category: string; open: boolean; limits?: ShopOrderLimits }) {
  const t = useTranslations('shops.public');
  const selectId = useId();
  const firstAvailable = product.variants.find((variant) => variant.available > 0);
  const [variantId, setVariantId] = useState(firstAvailable?.id ?? '');
  const [message, setMessage] = useState<{ text: string; refused: boolean } | null>(null);
  // The page is server-rendered for a fast first view: a tap before React hydrated it would be lost, so "Add" waits.
  const hydrated = useHydrated();
  const variant = product.variants.find((entry) => entry.id === variantId) ?? firstAvailable;
  const choose = product.variants.length > 1;

  function add() {
    if (!variant) return;
    const result = cartStore(shopId)
      .getState()
      .add({ productVariantId: variant.id, productId: product.id, category, title: product.title, variantTitle: choose ? variant.title : null, price: variant.price }, limits);
    if (result === 'phonographyLimit') setMessage({ text: t('phonographyLimit'), refused: true });
    else if (result === 'orderLimit' && limits) setMessage({ text: t('orderLimit', { ...limits }), refused: true });
    else setMessage({ text: t('added', { title: product.title }), refused: false });
  }

  return (
    <li className="flex gap-3 rounded-lg border border-slate-200 p-3" data-testid="shop-product">
      {product.imageId ? (
        // eslint-disable-next-line @next/next/no-img-element -- served by the API; lazy so that the list loads first
        <img src={imageUrl(product.imageId)} alt={product.title} loading="lazy" className="h-24 w-24 shrink-0 rounded object-cover" />
      ) : (
        <div aria-hidden="true" className="h-24 w-24 shrink-0 rounded bg-slate-100" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h3 className="font-semibold text-slate-900">{product.title}</h3>
        {product.description && <p className="text-sm text-slate-700">{product.description}</p>}
        <p className="font-semibold text-slate-900">{formatMoney(variant?.price ?? product.price)}</p>
        {choose && (
          // Every size in sight, a sold-out one struck out and not choosable (issue #25): a drop-down hid them, and a
          // product with every size gone showed an empty list.
          <fieldset className="flex flex-col gap-1">
            <legend className="text-sm font-medium text-slate-800">{t('variant')}</legend>
            <div className="flex flex-wrap gap-2">
              {product.variants.map((entry) => {
                const soldOut = entry.available <= 0;
                // Its look is components/globals.css's `.shop-variant`: written there once rather than 200 characters
                // of classes per chip in every view's HTML, which the server renders, encodes and sends (issue #28).
                return (
                  <label key={entry.id} data-testid="shop-variant" className="shop-variant" data-state={soldOut ? 'sold-out' : entry.id === variant?.id ? 'chosen' : undefined}>
                    <input type="radio" name={selectId} value={entry.id} checked={entry.id === variant?.id} disabled={soldOut} onChange={() => setVariantId(entry.id)} className="sr-only" />
                    {soldOut ? (
                      <span>
                        <s>{entry.title}</s> ({t('soldOut')})
                      </span>
                    ) : (
                      <span>{entry.title}</span>
                    )}
                  </label>
                );
              })}
            </div>
          </fieldset>
        )}
        {!firstAvailable ? (
          <p className="font-medium text-slate-700">{t('allSoldOut')}</p>
        ) : (
          open && (
            <button
              type="button"
              onClick={add}
              disabled={!hydrated}
              className="min-h-11 self-start rounded-md bg-slate-900 px-4 py-2 font-medium text-white hover:bg-slate-700 disabled:opacity-60"
            >
              {t('add')}
              <span className="sr-only"> : {product.title}</span>
            </button>
          )
        )}
        <p role="status" className="text-sm text-slate-700">
          {message && !message.refused ? message.text : null}
        </p>
        {message?.refused && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {message.text}
          </p>
        )}
      </div>
    </li>
  );
}
