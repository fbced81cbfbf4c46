import { NextResponse, type NextRequest } from 'next/server';
import { keptShopPageResponse } from '@/features/shops/server/shop-page-props';

/** The error-reporting tunnel's public address (spec §2), answered by pages/api/monitoring.ts. */
const MONITORING_PATH = '/monitoring';
/** A shop's public page, /s/{slug} (its language apart). */
const SHOP_PAGE_PATH = /^\/s\/([^/]+)$/;

function shopSlugOf(pathname: string): string | null {
  const encoded = SHOP_PAGE_PATH.exec(pathname)?.[1];
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/**
 * Serves the error-reporting tunnel at /monitoring, and keeps the chosen language: French paths are unprefixed, so
 * someone who picked English (NEXT_LOCALE=en, set by the language switch) is sent to the /en version of the page.
 * The tunnel is rewritten here rather than by next.config.js's rewrites(): any rewrite there puts Next's rewriting
 * code (path-to-regexp and its helpers, 3.4 kB gzip) into every page's first load (issue #26). And answers a shop's
 * page from its kept rendering when it still holds (issue #28).
 */
export async function middleware(request: NextRequest) {
  if (request.nextUrl.pathname === MONITORING_PATH) {
    const url = request.nextUrl.clone();
    url.pathname = '/api/monitoring';
    return NextResponse.rewrite(url);
  }
  const preferred = request.cookies.get('NEXT_LOCALE')?.value;
  if (preferred === 'en' && request.nextUrl.locale === 'fr') {
    const url = request.nextUrl.clone();
    url.locale = 'en';
    return NextResponse.redirect(url);
  }
  // A shop's page in a drop: the HTML kept from its last rendering, when the shop reads the same, without Next's page
  // pipeline (docs/decisions.md, "The shop's page rendered once per change").
  const shopSlug = shopSlugOf(request.nextUrl.pathname);
  if (shopSlug) {
    const kept = await keptShopPageResponse(request, request.nextUrl.locale, shopSlug, `${request.nextUrl.pathname}${request.nextUrl.search}`);
    if (kept) return kept;
  }
  return NextResponse.next();
}

// On Node, in the server's own process: the Edge sandbox cost every page view about 5 % of its CPU (issue #28).
export const config = {
  runtime: 'nodejs',
  matcher: ['/monitoring', '/((?!api|_next|monitoring|favicon.ico|.*\\..*).*)'],
};
