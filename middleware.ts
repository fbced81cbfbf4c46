import { NextResponse, type NextRequest } from 'next/server';

/**
 * Keeps the chosen language: French paths are unprefixed, so someone who picked English
 * (NEXT_LOCALE=en, set by the language switch) is sent to the /en version of the page.
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

export const config = {
  matcher: ['/((?!api|_next|monitoring|favicon.ico|.*\\..*).*)'],
};
