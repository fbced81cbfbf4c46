import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { shopPublicPath } from '../../links';
import { useShopPage } from '../../public-api';
import { ShopFrame } from './shop-frame';

/**
 * /s/{slug}/conditions: the organiser's conditions of sale that the checkout asks to accept (issue #25), or the
 * platform's default text with the organiser's name. Shown as text, never as HTML: whatever the organiser typed stays
 * words on the page.
 */
export function ConditionsOfSaleScreen() {
  const t = useTranslations('shops');
  const router = useRouter();
  const slug = typeof router.query.slug === 'string' ? router.query.slug : '';
  const query = useShopPage(slug);
  const page = query.data;
  if (!page) {
    return (
      <ShopFrame title={t('conditions.publicTitleShort')}>
        {query.isError ? (
          <LoadError onRetry={() => void query.refetch()} error={query.error} missing={{ title: t('public.notFound.title'), text: t('public.notFound.text') }} />
        ) : (
          <SkeletonLines label={t('public.loading')} lines={6} />
        )}
      </ShopFrame>
    );
  }
  const title = t('conditions.publicTitle', { organiser: page.organiser.name });
  return (
    <ShopFrame title={title} organiser={page.organiser} heading={<h1 className="text-2xl font-bold">{title}</h1>}>
      <Link href={`${shopPublicPath(page.slug)}/checkout`} className="inline-flex min-h-11 items-center font-medium text-slate-900 underline">
        <span aria-hidden="true">←&nbsp;</span>
        {t('conditions.backToCheckout')}
      </Link>
      <div data-testid="conditions-of-sale" className="whitespace-pre-line text-slate-800">
        {page.conditionsOfSale ?? t('conditions.default', { organiser: page.organiser.name })}
      </div>
    </ShopFrame>
  );
}
