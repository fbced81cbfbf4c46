import { NextResponse, type NextRequest } from 'next/server';

/**
 * Keeps the chosen language: French paths are unprefixed, so someone who picked English (NEXT_LOCALE=en, set by the
 * language switch) is sent to the /en version of the page. The error-reporting tunnel (/monitoring) is rewritten by
 * the server before Next (scripts/server.mjs): not by next.config.js's rewrites(), which put Next's rewriting code
 * (3.4 kB gzip) into every page's first load (issue #26), and not here, where the rewrite was proxied.
 */
export function middleware(request: NextRequest) {
  const preferred = request.cookies.get('NEXT_LOCALE')?.value;
  if (preferred === 'en' && request.nextUrl.locale === 'fr') {
    const url = request.nextUrl.clone();
    url.locale = 'en';
    return NextResponse.redirect(url);
  }
  return NextResponse.next();
}

// On Node, in the server's own process: the Edge sandbox cost every page view about 5 % of its CPU (issue #28).
export const config = {
  runtime: 'nodejs',
  matcher: ['/((?!api|_next|monitoring|favicon.ico|.*\\..*).*)'],
};
