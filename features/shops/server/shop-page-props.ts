import type { GetServerSideProps } from 'next';
import { AppError } from '@/lib/errors';
import { answerAtFrontDoor, sendRenderedPage } from '@/lib/http/rendered-page-cache';
import { asLocale } from '@/lib/i18n/locale';
import { pageMessages, type PageMessagesProps } from '@/lib/i18n/page-messages';
import { reportError } from '@/lib/monitoring/report-error';
import type { ShopPageProps } from '../components/public/shop-page-screen';
import { shopPageTexts } from '../page-texts';
import { shopPageParams } from '../schemas';
import type { ShopPageView } from '../types';
import { getShopPage } from './get-shop-page';

const EXTERNAL_API_TIMEOUT_MS = 3000;

/**
 * A front end built for another API (`NEXT_PUBLIC_API_URL` absolute, docs/api.md) renders what that API answers, as
 * the browser will read it: this server's database is not the shop's then. Never the request's Host header.
 */
async function readExternalShopPage(apiUrl: string, slug: string): Promise<ShopPageView> {
  const response = await fetch(`${apiUrl}/v1/shop-pages/${encodeURIComponent(slug)}`, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(EXTERNAL_API_TIMEOUT_MS) });
  if (response.status === 404) throw new AppError('SHOP_NOT_FOUND');
  if (!response.ok) throw new Error(`The shop's page answered ${response.status} at the configured API`);
  return (await response.json()) as ShopPageView;
}

function readShopPage(slug: string): Promise<ShopPageView> {
  const external = process.env.NEXT_PUBLIC_API_URL;
  return external && /^https?:\/\//.test(external) ? readExternalShopPage(external, slug) : getShopPage(slug);
}

/** The page's props when the shop reads: built the same way wherever they are hashed (lib/http/rendered-page-cache.ts). */
async function readShopPageProps(slug: string, locale: string | undefined) {
  return { initialPage: await readShopPage(slug), messages: pageMessages(locale, shopPageTexts) };
}

/** A view of /s/{slug}, in either language (/en/s/{slug}, /fr/s/{slug} or /s/{slug}). */
const SHOP_PAGE_PATH = /^(?:\/(fr|en))?\/s\/([^/]+)$/;

/** The slug in the path, when it is one (else the page answers it, as any other address). */
function slugOf(encoded: string): string | null {
  try {
    const parsed = shopPageParams.safeParse({ slug: decodeURIComponent(encoded) });
    return parsed.success ? parsed.data.slug : null;
  } catch {
    return null;
  }
}

// A view whose shop reads as when the page was last rendered is answered with that rendering by the server's front
// door, before Next (docs/decisions.md, "The shop's page rendered once per change").
answerAtFrontDoor('/s/[slug]', (path, search) => {
  const [, localeInPath, encoded] = SHOP_PAGE_PATH.exec(path) ?? [];
  const slug = encoded ? slugOf(encoded) : null;
  if (!slug) return null;
  const locale = asLocale(localeInPath);
  return { locale, localeInPath: localeInPath !== undefined, resolvedUrl: `/s/${encoded}${search}`, readProps: () => readShopPageProps(slug, locale) };
});

/**
 * The shop's page read on the server, so that the product list is in the HTML (readable without JavaScript), with the
 * page's texts in the visitor's language (they are not in its JavaScript). It calls what GET /v1/shop-pages/{slug}
 * calls, in this process: no second request through Next. Any failure other than "not found" leaves the reading to
 * the browser, as if there were no server rendering. A view whose page reads as the last one rendered gets that HTML
 * again (lib/http/rendered-page-cache.ts): the units and the status are read for each view, the rendering is done
 * once per change. Imported by the page itself, never through a barrel the browser reads: Next strips
 * getServerSideProps and what only it imports from the page's JavaScript.
 */
export const getShopPageProps: GetServerSideProps<ShopPageProps & PageMessagesProps> = async (context) => {
  const { params, locale } = context;
  const messages = pageMessages(locale, shopPageTexts);
  const parsed = shopPageParams.safeParse({ slug: params?.slug });
  if (!parsed.success) return { props: { initialPage: null, messages } };
  try {
    const props = await readShopPageProps(parsed.data.slug, locale);
    await sendRenderedPage(context, props);
    return { props };
  } catch (error) {
    if (error instanceof AppError && error.errorCode === 'SHOP_NOT_FOUND') return { props: { initialPage: null, notFound: true, messages } };
    await reportError(error, { page: '/s/[slug]' });
    return { props: { initialPage: null, messages } };
  }
};
