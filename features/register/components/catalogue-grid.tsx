import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { productCategories, type Product, type ProductCategory, type ProductVariant } from '@/features/products';
import { formatMoney } from '@/lib/format';
import { VariantPicker, variantPrice } from './variant-picker';

interface CatalogueGridProps {
  products: Product[];
  stock: (variantId: string) => number;
  inBasket: (variantId: string) => number;
  onAdd: (product: Product, variant: ProductVariant) => void;
}

/** The variant a product without options is sold as. */
export function defaultVariant(product: Product): ProductVariant | undefined {
  return product.variants.find((variant) => variant.isDefault) ?? product.variants[0];
}

/** The stand's products by category, each with its picture, price (VAT included) and the units left here. */
export function CatalogueGrid({ products, stock, inBasket, onAdd }: CatalogueGridProps) {
  const t = useTranslations('register.catalogue');
  const tc = useTranslations('register.categories');
  const headingId = useId();
  const [category, setCategory] = useState<ProductCategory | 'all'>('all');
  const [picking, setPicking] = useState<Product | null>(null);
  const present = productCategories.filter((entry) => products.some((product) => product.category === entry));
  const shown = category === 'all' ? present : present.filter((entry) => entry === category);

  function choose(product: Product) {
    if (product.hasVariants) return setPicking(product);
    const variant = defaultVariant(product);
    if (variant) onAdd(product, variant);
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="sr-only">
        {t('title')}
      </h2>
      {/* One row that scrolls sideways on a phone, where three rows of filters would hide the products. */}
      <div role="group" aria-label={t('filter')} className="flex gap-2 max-sm:-mx-4 max-sm:overflow-x-auto max-sm:px-4 sm:flex-wrap">
        {(['all', ...present] as const).map((entry) => (
          <button
            key={entry}
            type="button"
            aria-pressed={category === entry}
            onClick={() => setCategory(entry)}
            className={clsx(
              'min-h-12 shrink-0 rounded-full border-2 px-5 text-lg font-medium',
              category === entry ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-900 hover:border-brand-700',
            )}
          >
            {entry === 'all' ? t('all') : tc(entry)}
          </button>
        ))}
      </div>
      {!products.length && <p className="text-slate-700">{t('empty')}</p>}
      {shown.map((entry) => (
        <div key={entry} className="flex flex-col gap-2">
          <h3 className="text-lg font-semibold text-slate-800">{tc(entry)}</h3>
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
            {products
              .filter((product) => product.category === entry)
              .map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} stock={stock} inBasket={inBasket} onChoose={choose} />
                </li>
              ))}
          </ul>
        </div>
      ))}
      <VariantPicker product={picking} stock={stock} inBasket={inBasket} onPick={onAdd} onClose={() => setPicking(null)} />
    </section>
  );
}

function ProductCard({ product, stock, inBasket, onChoose }: { product: Product; stock: (id: string) => number; inBasket: (id: string) => number; onChoose: (product: Product) => void }) {
  const t = useTranslations('register.catalogue');
  const level = product.variants.reduce((sum, variant) => sum + Math.max(0, stock(variant.id)), 0);
  const left = product.variants.reduce((sum, variant) => sum + Math.max(0, stock(variant.id) - inBasket(variant.id)), 0);
  const prices = product.variants.map((variant) => variantPrice(product, variant));
  const lowest = prices.length ? Math.min(...prices) : product.price;
  const price = prices.some((value) => value !== lowest) ? t('priceFrom', { price: formatMoney(lowest) }) : formatMoney(lowest);
  const state = level <= 0 ? t('soldOut') : t('left', { count: left });

  return (
    <button
      type="button"
      disabled={left <= 0}
      onClick={() => onChoose(product)}
      aria-label={[product.title, price, state, product.hasVariants ? t('chooseVariant') : ''].filter(Boolean).join(', ')}
      className="flex h-full min-h-32 w-full flex-col gap-2 rounded-lg border-2 border-slate-200 bg-white p-3 text-left shadow-sm hover:border-brand-700 disabled:cursor-not-allowed disabled:bg-slate-100"
    >
      <div className="flex h-24 w-full items-center justify-center overflow-hidden rounded-md bg-slate-50">
        {product.imageUrl ? (
          // A plain <img>, as next/image with `unoptimized` renders it: next/image's client (2.5 kB gzip) stays out of the
          // register's first load (issue #26).
          // eslint-disable-next-line @next/next/no-img-element -- the picture is shown as it is, as before
          <img src={product.imageUrl} alt="" width={96} height={96} loading="lazy" decoding="async" className="max-h-full w-auto object-contain" />
        ) : (
          <span aria-hidden="true" className="text-3xl font-semibold text-slate-600">
            {product.title.slice(0, 1)}
          </span>
        )}
      </div>
      <span className="font-semibold text-slate-900">{product.title}</span>
      <span className="flex flex-wrap items-baseline justify-between gap-x-2">
        <span className="text-lg font-semibold text-slate-900">{price}</span>
        <span className={clsx('text-sm', level <= 0 ? 'font-semibold text-red-800' : 'text-slate-700')}>{state}</span>
      </span>
    </button>
  );
}
