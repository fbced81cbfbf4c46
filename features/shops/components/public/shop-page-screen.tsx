import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { isApiError } from '@/lib/api-client/public';
import { shopPublicPath } from '../../links';
import { useShopPage } from '../../public-api';
import type { ShopPageView } from '../../types';
import { CartBar } from './cart-panel';
import { ProductCard } from './product-card';
import { ShopFrame } from './shop-frame';
import { useReleaseLeftPayment } from './use-release-left-payment';
import { CollectionInfo, ShopHeading } from './shop-heading';

export interface ShopPageProps {
  /** The page as the server read it, so that the product list is there without JavaScript; null if it could not. */
  initialPage: ShopPageView | null;
  /** The server already knows the slug opens nothing. */
  notFound?: boolean;
}

/** The public page of a shop (/s/{slug}), for spectators on their phone, without an account. */
export function ShopPageScreen({ initialPage, notFound }: ShopPageProps) {
  const t = useTranslations('shops.public');
  const router = useRouter();
  const slug = typeof router.query.slug === 'string' ? router.query.slug : (initialPage?.slug ?? '');
  const query = useShopPage(slug, initialPage ?? undefined);
  const page = query.data;
  useReleaseLeftPayment(page?.id ?? '', query.refetch);

  if (notFound || (isApiError(query.error) && query.error.status === 404)) {
    return (
      <ShopFrame title={t('notFound.title')}>
        <div data-testid="shop-not-found" className="flex flex-col gap-3">
          <h1 className="text-2xl font-semibold text-slate-900">{t('notFound.title')}</h1>
          <p className="text-slate-700">{t('notFound.text')}</p>
        </div>
      </ShopFrame>
    );
  }
  if (!page) {
    return (
      <ShopFrame title={t('loading')}>
        {query.isError ? <LoadError onRetry={() => void query.refetch()} /> : <SkeletonLines label={t('loading')} lines={6} />}
      </ShopFrame>
    );
  }

  const open = page.status === 'opened';
  const declined = router.query.payment === 'declined';
  const abandoned = router.query.payment === 'abandoned';
  return (
    <ShopFrame title={t('title', { event: page.event.name })} organiser={page.organiser} heading={<ShopHeading page={page} />}>
      {declined && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800">
          {t('pay.declined')}
        </p>
      )}
      {abandoned && (
        <p role="status" className="rounded-md border border-blue-200 bg-blue-50 p-3 font-medium text-blue-900">
          {t('pay.abandoned')}
        </p>
      )}
      {!open && (
        <section data-testid="shop-closed" className="rounded-md border border-slate-300 bg-slate-50 p-3">
          <h2 className="text-lg font-semibold text-slate-900">{t('closed.title')}</h2>
          <p className="text-slate-700">{t('closed.text')}</p>
        </section>
      )}
      <CollectionInfo collection={page.collection} />
      {page.categories.length === 0 && <p className="text-slate-700">{t('empty')}</p>}
      {page.categories.map(({ category, products }) => (
        <section key={category} aria-labelledby={`category-${category}`} className="flex flex-col gap-3">
          <h2 id={`category-${category}`} className="text-xl font-semibold text-slate-900">
            {t.has(`categories.${category}`) ? t(`categories.${category}`) : category}
          </h2>
          <ul className="flex flex-col gap-3">
            {products.map((product) => (
              <ProductCard key={product.id} shopId={page.id} product={product} category={category} open={open} limits={page.orderLimits} />
            ))}
          </ul>
        </section>
      ))}
      {open && <CartBar shopId={page.id} checkoutHref={`${shopPublicPath(page.slug)}/checkout`} limits={page.orderLimits} />}
    </ShopFrame>
  );
}
