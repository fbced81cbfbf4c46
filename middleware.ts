import { NextResponse, type NextRequest } from 'next/server';

/** The error-reporting tunnel's public address (spec §2), answered by pages/api/monitoring.ts. */
const MONITORING_PATH = '/monitoring';

/**
 * Serves the error-reporting tunnel at /monitoring, and keeps the chosen language: French paths are unprefixed, so
 * someone who picked English (NEXT_LOCALE=en, set by the language switch) is sent to the /en version of the page.
 * The tunnel is rewritten here rather than by next.config.js's rewrites(): any rewrite there puts Next's rewriting
 * code (path-to-regexp and its helpers, 3.4 kB gzip) into every page's first load (issue #26).
 */
export function middleware(request: NextRequest) {
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
  return NextResponse.next();
}

// On Node, in the server's own process: the Edge sandbox cost every page view about 5 % of its CPU (issue #28).
export const config = {
  runtime: 'nodejs',
  matcher: ['/monitoring', '/((?!api|_next|monitoring|favicon.ico|.*\\..*).*)'],
};
