import type { GetServerSideProps } from 'next';
import { pageMessages, withPageMessages, type PageMessagesProps } from '@/lib/i18n/page-messages';
import type { ShopPageProps } from './components/public/shop-page-screen';
import { shopsMessages } from './messages';
import type { ShopPageView } from './types';

const SSR_TIMEOUT_MS = 3000;

/**
 * Where the server reads the product API: an external API (`NEXT_PUBLIC_API_URL` absolute), else this very server on
 * the loopback. Never the request's Host header, which the client writes: the server must not fetch where it is told.
 */
function serverApiBase(): string {
  const configured = process.env.NEXT_PUBLIC_API_URL;
  if (configured && /^https?:\/\//.test(configured)) return configured;
  return `http://127.0.0.1:${process.env.PORT ?? 3000}/api`;
}

/**
 * The shop's page read on the server, so that the product list is in the HTML (readable without JavaScript), with the
 * page's texts in the visitor's language (they are not in its JavaScript). Any failure other than "not found" leaves
 * the reading to the browser, as if there were no server rendering.
 */
export const getShopPageProps: GetServerSideProps<ShopPageProps & PageMessagesProps> = async ({ params, locale }) => {
  const slug = typeof params?.slug === 'string' ? params.slug : '';
  const messages = pageMessages(locale, shopsMessages);
  try {
    const response = await fetch(`${serverApiBase()}/v1/shop-pages/${encodeURIComponent(slug)}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(SSR_TIMEOUT_MS),
    });
    if (response.status === 404) return { props: { initialPage: null, notFound: true, messages } };
    if (!response.ok) return { props: { initialPage: null, messages } };
    return { props: { initialPage: (await response.json()) as ShopPageView, messages } };
  } catch {
    return { props: { initialPage: null, messages } };
  }
};

/** The other spectator's pages of the shop (checkout, payment, confirmation): their texts only, read on the server. */
export const getShopMessagesProps = withPageMessages(shopsMessages);
