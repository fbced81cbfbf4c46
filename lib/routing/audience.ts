// The areas are a JSON list so that bench/first-load-js.mjs (plain Node) reads the same ones.
import publicAreas from './public-areas.json';

/**
 * The spectator's pages: an event's shop, its checkout, the payment and confirmation pages, the receipt. Opened from a
 * phone with no account, so they get a light frame with no session, dashboard navigation, terms or announcements
 * (docs/decisions.md, 2026-11-25). Keyed by the route's pattern (`router.pathname`), e.g. `/s/[slug]/checkout`.
 */
export function isPublicPage(pathname: string): boolean {
  return publicAreas.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}
