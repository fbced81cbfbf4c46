import Head from 'next/head';
import { useTranslations } from 'next-intl';

/**
 * The browser tab's title: "<name> · MerchStand", in the interface language. _app gives every route its kind of page
 * ("Tournée"); a screen showing one named thing (a tour, a date, a product) renders this with that name once loaded,
 * and next/head keeps the last title rendered.
 */
export function PageTitle({ name }: { name: string }) {
  const t = useTranslations('common');
  return (
    <Head>
      <title key="title">{t('pageTitle', { name })}</title>
    </Head>
  );
}
