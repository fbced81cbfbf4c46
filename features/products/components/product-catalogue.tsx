import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { EmptyState, LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { Pagination } from '@/components/ui/pagination';
import { canWriteTour, type ProjectView } from '@/features/projects';
import { formatMoney } from '@/lib/format';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useProducts } from '../api';
import { productCategories, type Product, type ProductCategory } from '../types';

/** A tour's Catalogue tab: its products by category, a search, and "Nouveau produit" for those who may write. */
export function ProductCatalogue({ project }: { project: ProjectView }) {
  const t = useTranslations('products.catalogue');
  const tc = useTranslations('products.categories');
  const searchId = useId();
  const categoryId = useId();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<ProductCategory | ''>('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 300);
  const products = useProducts(project.id, { page, q: q || undefined, category: category ? [category] : undefined });
  const writer = canWriteTour(project);
  const pages = Math.max(1, Math.ceil((products.data?.meta.total ?? 0) / (products.data?.meta.limit ?? 1)));
  const filtered = Boolean(q || category);
  const groups = productCategories
    .map((key) => ({ key, items: (products.data?.data ?? []).filter((product) => product.category === key) }))
    .filter((group) => group.items.length > 0);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-xl font-semibold">
            {t('title')}
          </h2>
          <p className="text-slate-700">{t('intro')}</p>
        </div>
        {writer && (
          <Link href={`/dashboard/projects/${project.id}/products/new`} className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
            {t('create')}
          </Link>
        )}
      </header>
      {project.status === 'archived' && <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">{t('archived')}</p>}
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={searchId} className="font-medium text-slate-800">
            {t('search')}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            aria-describedby={`${searchId}-hint`}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            className="min-h-11 w-72 rounded-md border border-slate-400 bg-white px-3"
          />
          <p id={`${searchId}-hint`} className="text-sm text-slate-600">
            {t('searchHint')}
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={categoryId} className="font-medium text-slate-800">
            {t('category')}
          </label>
          <select
            id={categoryId}
            value={category}
            onChange={(event) => {
              setCategory(event.target.value as ProductCategory | '');
              setPage(1);
            }}
            className="min-h-11 rounded-md border border-slate-400 bg-white px-3"
          >
            <option value="">{t('allCategories')}</option>
            {productCategories.map((key) => (
              <option key={key} value={key}>
                {tc(key)}
              </option>
            ))}
          </select>
        </div>
        {products.data && (
          <p aria-live="polite" className="self-center text-slate-700">
            {t('count', { count: products.data.meta.total })}
          </p>
        )}
      </div>
      {products.isPending && <SkeletonLines label={t('loading')} lines={3} />}
      {products.isError && <LoadError onRetry={() => void products.refetch()} />}
      {products.data?.data.length === 0 &&
        (filtered ? (
          <EmptyState text={t('noMatch')} />
        ) : writer ? (
          <EmptyState text={t('emptyWriter')} action={{ label: t('createFirst'), href: `/dashboard/projects/${project.id}/products/new` }} />
        ) : (
          <EmptyState text={t('empty')} />
        ))}
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`${headingId}-${group.key}`} className="flex flex-col gap-3">
          <h3 id={`${headingId}-${group.key}`} className="text-lg font-semibold text-slate-900">
            {tc(group.key)}
          </h3>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {group.items.map((product) => (
              <ProductCard key={product.id} product={product} href={`/dashboard/projects/${project.id}/products/${product.id}`} />
            ))}
          </ul>
        </section>
      ))}
      {pages > 1 && <Pagination page={page} pages={pages} onChange={setPage} />}
    </section>
  );
}

function ProductCard({ product, href }: { product: Product; href: string }) {
  const t = useTranslations('products');
  return (
    <li className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid="product-card">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-50">
        {product.imageUrl ? (
          <Image src={product.imageUrl} alt={t('catalogue.imageAlt', { title: product.title })} width={80} height={80} unoptimized className="max-h-full w-auto object-contain" />
        ) : (
          <span className="px-1 text-center text-xs text-slate-600">{t('catalogue.noImage')}</span>
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <h4 className="font-semibold text-slate-900">
          <Link href={href} className="text-brand-700 underline">
            {product.title}
          </Link>
        </h4>
        <p className="text-sm text-slate-700">{product.reference ? t('catalogue.reference', { reference: product.reference }) : t('catalogue.noReference')}</p>
        <p className="font-medium text-slate-900">{formatMoney(product.price)}</p>
        <p className="text-sm text-slate-700">{t('catalogue.variants', { count: product.variants.length })}</p>
        <p className="flex flex-wrap gap-2 text-xs font-medium">
          <span className={product.isOnline ? 'rounded bg-green-100 px-2 py-0.5 text-green-900' : 'rounded bg-slate-100 px-2 py-0.5 text-slate-800'}>
            {product.isOnline ? t('catalogue.online') : t('catalogue.offline')}
          </span>
          <span className={product.availability === 'available' ? 'rounded bg-blue-100 px-2 py-0.5 text-blue-900' : 'rounded bg-amber-100 px-2 py-0.5 text-amber-900'}>
            {t(`availability.${product.availability}`)}
          </span>
        </p>
      </div>
    </li>
  );
}
