/**
 * Who may call what: every method of every route under pages/api/v1, keyed as `METHOD /v1/path/{param}`.
 * authorization.test.ts fails for a route the server serves that is missing here (a new route must be declared)
 * and for an entry the server no longer serves.
 *
 * The callers, around the tenant's tour (tests/support/security/tenant.ts):
 * - owner: a manager of the organisation that owns the tour;
 * - admin: a platform admin;
 * - viewer: a manager of another organisation, invited on the tour with the role `viewer`;
 * - seller: a seller of the tour, assigned to its stand;
 * - sellerElsewhere: a seller of the tour assigned to no stand;
 * - outsider: a manager of another tenant, with a tour of its own.
 * Anonymous callers and forged tokens get 401 everywhere but on the public routes.
 */

export type Caller = 'owner' | 'admin' | 'viewer' | 'seller' | 'sellerElsewhere' | 'outsider';

/**
 * - `ok`: 2xx;
 * - `refused`: 403 or 404 (a viewer writing, a seller outside their stands);
 * - `noData`: 404, or a 2xx that shows none of the tenant's ids (a list filtered on another tenant's tour);
 * - a number: exactly that status (a business refusal proves the call got past authorization).
 */
export type Outcome = 'ok' | 'refused' | 'noData' | number;

export type Access =
  /** No credentials needed; `anonymous` says what an anonymous call gets (default 2xx). */
  | 'public'
  /** Any signed-in user, about themselves. */
  | 'signedIn'
  /** Platform admins only: everyone else 403. */
  | 'admin'
  /** The tenant's organisation itself (profile, branding): its managers and admins; another organisation 404, sellers 403. */
  | 'organisation'
  /** The tenant owner's own account (`users/{id}` with the owner's id): anybody else 404. */
  | 'ownAccount'
  /** Reading inside the tour: its team, its sellers and admins; another tenant 404. */
  | 'tourRead'
  /** Changing the tour: its writers and admins; viewers 403 or 404, sellers 403, another tenant 404. */
  | 'tourWrite';

export interface AccessRule {
  access: Access;
  /** The answer an anonymous caller gets on a public route (default `ok`). */
  anonymous?: Outcome;
  /** Exceptions to the access's defaults. */
  callers?: Partial<Record<Caller, Outcome>>;
}

const defaults: Record<Exclude<Access, 'public'>, Record<Caller, Outcome>> = {
  signedIn: { owner: 'ok', admin: 'ok', viewer: 'ok', seller: 'ok', sellerElsewhere: 'ok', outsider: 'ok' },
  admin: { owner: 403, admin: 'ok', viewer: 403, seller: 403, sellerElsewhere: 403, outsider: 403 },
  organisation: { owner: 'ok', admin: 'ok', viewer: 404, seller: 403, sellerElsewhere: 403, outsider: 404 },
  ownAccount: { owner: 'ok', admin: 404, viewer: 404, seller: 404, sellerElsewhere: 404, outsider: 404 },
  tourRead: { owner: 'ok', admin: 'ok', viewer: 'ok', seller: 'ok', sellerElsewhere: 'ok', outsider: 404 },
  tourWrite: { owner: 'ok', admin: 'ok', viewer: 'refused', seller: 403, sellerElsewhere: 403, outsider: 404 },
};

/** What each caller must get on a route (nothing for the public ones: they answer everybody alike). */
export function expectedOutcomes(rule: AccessRule): Partial<Record<Caller, Outcome>> {
  if (rule.access === 'public') return {};
  return { ...defaults[rule.access], ...rule.callers };
}

// Sellers read the catalogue, their events and stands, and what reaches their stand; the tour's management they
// cannot see: the full tour (404, they use the restricted view), its team, its warehouse.
const sellerHidden = { seller: 404, sellerElsewhere: 404 } as const;

export const accessTable: Record<string, AccessRule> = {
  // Announcements are global; non-admins only see published ones meant for them (the suite's are drafts).
  'GET /v1/announcements': { access: 'admin' },
  'POST /v1/announcements': { access: 'admin' },
  'GET /v1/announcements/{id}': { access: 'signedIn', callers: { owner: 404, viewer: 404, seller: 404, sellerElsewhere: 404, outsider: 404 } },
  'PATCH /v1/announcements/{id}': { access: 'admin' },
  'DELETE /v1/announcements/{id}': { access: 'admin' },
  'POST /v1/announcements/{id}/dismiss': { access: 'signedIn', callers: { owner: 404, viewer: 404, seller: 404, sellerElsewhere: 404, outsider: 404 } },
  'GET /v1/announcements/dismissed': { access: 'signedIn' },

  // Switching to the seller role: only a user who holds it may (the owner and the managers do not).
  'PUT /v1/auth/me': { access: 'signedIn', callers: { owner: 403, admin: 403, viewer: 403, outsider: 403, seller: 403, sellerElsewhere: 403 } },
  'GET /v1/auth/me/roles': { access: 'signedIn' },
  // The new organiser's checklist: about the caller's own organisation and the tours it runs (a viewer's place in
  // another's tour is no step of theirs); sellers and admins have no checklist.
  'GET /v1/onboarding': { access: 'signedIn', callers: { admin: 403, seller: 403, sellerElsewhere: 403, viewer: 'noData', outsider: 'noData' } },
  // The manager's home: the tours their organisation takes part in (the viewer's organisation is on the tour).
  'GET /v1/dashboard': { access: 'signedIn', callers: { admin: 403, seller: 403, sellerElsewhere: 403, outsider: 'noData' } },
  // The journal's check is of the caller's own organisation's chains (issue #27): anyone else's answer is their own.
  'GET /v1/journal/verification': { access: 'signedIn', callers: { admin: 403, seller: 403, sellerElsewhere: 403, viewer: 'noData', outsider: 'noData' } },
  // The closings (Z) are the organisation's own too: each manager reads and closes their own organisation's.
  'GET /v1/journal/closings': { access: 'signedIn', callers: { admin: 403, seller: 403, sellerElsewhere: 403, viewer: 'noData', outsider: 'noData' } },
  'POST /v1/journal/closings': { access: 'signedIn', callers: { admin: 403, seller: 403, sellerElsewhere: 403, viewer: 'noData', outsider: 'noData' } },
  'GET /v1/journal/closings/export': { access: 'signedIn', callers: { admin: 403, seller: 403, sellerElsewhere: 403, viewer: 'noData', outsider: 'noData' } },
  // The FEC is the caller's organisation's own file too (a viewer's holds none of the tenant's sales).
  'GET /v1/journal/fec': { access: 'signedIn', callers: { admin: 403, seller: 403, sellerElsewhere: 403, viewer: 'noData', outsider: 'noData' } },
  // Archives are the organisation's own; the tenant has closed no month (409) and made no archive (404 GET_ARCHIVE).
  'GET /v1/journal/archives': { access: 'signedIn', callers: { admin: 403, seller: 403, sellerElsewhere: 403, viewer: 'noData', outsider: 'noData' } },
  'POST /v1/journal/archives': { access: 'signedIn', callers: { owner: 409, admin: 403, seller: 403, sellerElsewhere: 403, viewer: 409, outsider: 409 } },
  'GET /v1/journal/archives/{id}/file': { access: 'signedIn', callers: { owner: 404, admin: 403, seller: 403, sellerElsewhere: 403, viewer: 404, outsider: 404 } },
  'GET /v1/journal/checks': { access: 'admin' },
  'GET /v1/users/{id}': { access: 'ownAccount' },
  'PATCH /v1/users/{id}': { access: 'ownAccount' },
  // The suite never knows the current password: reaching the check (403 BAD_CREDENTIALS) is the owner's success.
  'PUT /v1/users/{id}/password': { access: 'ownAccount', callers: { owner: 403 } },

  // Sign-up, e-mail links and passwords: no credentials (spec §7). The suite's tokens are unknown: 400 INVALID_TOKEN.
  'POST /v1/clients': { access: 'public', anonymous: 201 },
  'POST /v1/request-reset-password': { access: 'public' },
  'POST /v1/resend-verification': { access: 'public' },
  'POST /v1/reset-password': { access: 'public', anonymous: 400 },
  'POST /v1/verify-email': { access: 'public', anonymous: 400 },
  // Development only, to a browser on this machine.
  'GET /v1/dev/outbox': { access: 'public' },
  // Images are public by id (logos and product pictures appear on public pages); uploading needs an organisation.
  'GET /v1/images/{id}': { access: 'public' },
  'POST /v1/images': { access: 'signedIn', callers: { seller: 403, sellerElsewhere: 403 } },

  'GET /v1/clients': { access: 'admin' },
  'GET /v1/clients-count': { access: 'admin' },
  'GET /v1/clients/{id}': { access: 'organisation' },
  'PATCH /v1/clients/{id}': { access: 'organisation' },
  // Every organisation saves its own branding (the body's clientId counts for admins only).
  'POST /v1/clients/branding': { access: 'signedIn', callers: { seller: 403, sellerElsewhere: 403 } },
  'GET /v1/clients/branding/{id}': { access: 'organisation' },
  'PATCH /v1/clients/branding/{id}': { access: 'organisation' },

  // Plans: the organisation's own managers and admins read them; its managers buy, admins grant. The tenant holds the
  // pro plan the platform granted (the factories'): a checkout is refused as a second running subscription, the
  // portal has no customer, and the grant is no self-serve subscription to change or settle.
  'GET /v1/clients/subscription-features/{id}': { access: 'organisation' },
  'GET /v1/clients/{id}/subscriptions': { access: 'organisation' },
  'POST /v1/clients/{id}/subscriptions': { access: 'organisation', callers: { owner: 409, admin: 403 } },
  'PUT /v1/clients/{id}/granted-plan': { access: 'admin' },
  'POST /v1/clients/{id}/billing-portal': { access: 'organisation', callers: { owner: 409, admin: 403 } },
  'POST /v1/clients/{id}/pro-request': { access: 'organisation', callers: { admin: 403 } },
  'PATCH /v1/subscriptions/{id}': { access: 'organisation', callers: { owner: 404, admin: 403 } },
  'POST /v1/subscriptions/{id}/sandbox-outcome': { access: 'organisation', callers: { owner: 404, admin: 403 } },
  'POST /v1/subscriptions/webhook': { access: 'public', anonymous: 400 },

  'GET /v1/projects': { access: 'signedIn' },
  // Organisations create tours; admins and sellers do not.
  'POST /v1/projects': { access: 'signedIn', callers: { admin: 403, seller: 403, sellerElsewhere: 403 } },
  'GET /v1/projects/{id}': { access: 'tourRead', callers: sellerHidden },
  'PATCH /v1/projects/{id}': { access: 'tourWrite' },
  'GET /v1/projects/{id}/restricted': { access: 'tourRead' },
  // Archiving and the team are the tour's admins' (its owner), not its other writers'.
  'PATCH /v1/projects/archive/{id}': { access: 'tourWrite' },
  'POST /v1/projects/client-invitation': { access: 'tourWrite' },
  // Accepting needs the invitation's token (the suite's is unknown: 400 INVALID_TOKEN); organisations only.
  'POST /v1/projects/client-acceptation': { access: 'signedIn', callers: { owner: 400, viewer: 400, outsider: 400, admin: 403, seller: 403, sellerElsewhere: 403 } },
  'GET /v1/projects/{id}/invitations': { access: 'tourWrite', callers: { viewer: 403 } },
  'PATCH /v1/projects/{id}/clients/{clientId}': { access: 'tourWrite', callers: { viewer: 403 } },
  'DELETE /v1/projects/{id}/clients/{clientId}': { access: 'tourWrite', callers: { viewer: 403 } },
  'GET /v1/projects/{id}/sellers': { access: 'tourRead', callers: { seller: 403, sellerElsewhere: 403 } },
  'POST /v1/projects/{id}/sellers': { access: 'tourWrite' },
  'DELETE /v1/projects/{id}/sellers/{userId}': { access: 'tourWrite' },

  // Lists filtered on another tenant's tour: not found, or nothing of it.
  'GET /v1/events': { access: 'tourRead', callers: { outsider: 'noData' } },
  'POST /v1/events': { access: 'tourWrite' },
  'GET /v1/events/{id}': { access: 'tourRead', callers: { sellerElsewhere: 'refused' } },
  'PATCH /v1/events/{id}': { access: 'tourWrite' },
  'DELETE /v1/events/{id}': { access: 'tourWrite' },
  'PUT /v1/events/{id}/cancel': { access: 'tourWrite' },
  'PUT /v1/events/{id}/complete-funnel': { access: 'tourWrite' },
  'POST /v1/events/{id}/duplicate': { access: 'tourWrite' },
  'PUT /v1/events/{id}/start': { access: 'tourWrite' },
  // The body names a performance of no event: the writers get past authorization to the field error.
  'PUT /v1/events/{id}/attendance': { access: 'tourWrite', callers: { owner: 400, admin: 400 } },
  // Closing figures are the team's: its sellers are refused (FORBIDDEN), as are sellers elsewhere.
  'GET /v1/events/{id}/closing': { access: 'tourRead', callers: { seller: 403, sellerElsewhere: 'refused' } },
  // The date's totals before the confirmation: read as the closing is.
  'GET /v1/events/{id}/closing-totals': { access: 'tourRead', callers: { seller: 403, sellerElsewhere: 'refused' } },
  // The tenant's event is pending: the writers get past authorization to the state check (CANT_UPDATE_EVENT).
  'PUT /v1/events/{id}/close': { access: 'tourWrite', callers: { owner: 409, admin: 409 } },
  // The closing run: as the close, refused on the tenant's pending event before anything is written.
  'POST /v1/events/{id}/closing-runs': { access: 'tourWrite', callers: { owner: 409, admin: 409 } },
  // A run id the tenant never used: its team gets past authorization to NOT_FOUND; sellers are refused, as on /closing.
  'GET /v1/events/{id}/closing-runs/{runId}': { access: 'tourRead', callers: { owner: 404, admin: 404, viewer: 404, seller: 403, sellerElsewhere: 'refused' } },
  // Post-closing adjustments: the tour's writers, past authorization to the state check (the event is not closed:
  // EVENT_NOT_CLOSED); sellers FORBIDDEN.
  'POST /v1/events/{id}/adjustments': { access: 'tourWrite', callers: { owner: 409, admin: 409 } },

  'GET /v1/stands': { access: 'tourRead', callers: { sellerElsewhere: 'refused' } },
  'POST /v1/stands': { access: 'tourWrite' },
  'GET /v1/stands/{id}': { access: 'tourRead', callers: { sellerElsewhere: 'refused' } },
  // A seller may only open or close their stand: the full edit is refused (403), outside their stands too.
  'PATCH /v1/stands/{id}': { access: 'tourWrite', callers: { sellerElsewhere: 'refused' } },
  'DELETE /v1/stands/{id}': { access: 'tourWrite' },

  // Shops (issue #13): managed by the tour's writers, read by its team; sellers know nothing of them (404).
  'GET /v1/shops': { access: 'tourRead', callers: sellerHidden },
  'POST /v1/shops': { access: 'tourWrite' },
  'GET /v1/shops/{id}': { access: 'tourRead', callers: sellerHidden },
  'PATCH /v1/shops/{id}': { access: 'tourWrite' },
  'PUT /v1/shops/{id}/open': { access: 'tourWrite' },
  'PUT /v1/shops/{id}/close': { access: 'tourWrite' },
  // Spectators have no account: the shop's page is read by its slug, an order made and its sandbox payment settled
  // without credentials (the order's token is the credential there; a wrong one is 404). The shop victim of a
  // write is a draft, which takes no order (SHOP_NOT_FOUND); the shop-orders integration tests cover the rest.
  'GET /v1/shop-pages/{slug}': { access: 'public' },
  'POST /v1/shops/{id}/orders': { access: 'public', anonymous: 404 },
  'POST /v1/shop-payments/{id}/sandbox-outcome': { access: 'public', anonymous: 404 },
  // A shop order read again by its token: the tenant's stand sale with its own receipt token stands in (not a shop
  // order: the one 404); the shop-orders integration tests read real ones.
  'GET /v1/shop-orders/{id}': { access: 'public', anonymous: 404 },
  // Leaving the payment page unpaid: the same stand-in (not a shop order, the one 404), with its real token.
  'POST /v1/shop-orders/{id}/abandon': { access: 'public', anonymous: 404 },
  // The shop organiser's payout account, for the tour's writers (a platform admin reads it, never makes one).
  'GET /v1/clients/payment-account': { access: 'tourWrite' },
  // Each organisation makes its own (the owner's exists: ALREADY_CREATED); the link is for onboarding, which the
  // sandbox's accounts never need (ALREADY_LINKED) and accounts not yet made cannot have (NOT_CREATED).
  'POST /v1/clients/payment-account': { access: 'signedIn', callers: { owner: 409, admin: 403, seller: 403, sellerElsewhere: 403 } },
  'POST /v1/clients/payment-account/link': { access: 'signedIn', callers: { owner: 409, viewer: 409, outsider: 409, admin: 403, seller: 403, sellerElsewhere: 403 } },

  'GET /v1/products': { access: 'tourRead' },
  'POST /v1/products': { access: 'tourWrite' },
  'GET /v1/products/{id}': { access: 'tourRead' },
  'PATCH /v1/products/{id}': { access: 'tourWrite' },
  'DELETE /v1/products/{id}': { access: 'tourWrite' },
  'GET /v1/product-variants': { access: 'tourRead' },
  'POST /v1/product-variants': { access: 'tourWrite' },
  'PATCH /v1/product-variants/{id}': { access: 'tourWrite' },
  'DELETE /v1/product-variants/{id}': { access: 'tourWrite' },

  // Stock: a seller sees the inventories of their stands only (the lists answer them filtered).
  'GET /v1/inventories': { access: 'tourRead' },
  'GET /v1/inventory-zones': { access: 'tourRead' },
  'GET /v1/inventory-levels': { access: 'tourRead', callers: { outsider: 'noData' } },
  // The suite's level is the warehouse's: not a seller's to see.
  'GET /v1/inventory-levels/{id}': { access: 'tourRead', callers: sellerHidden },
  'GET /v1/inventory-transfers': { access: 'tourRead' },
  'POST /v1/inventory-transfers': { access: 'tourWrite' },
  'GET /v1/inventory-transfers/{id}': { access: 'tourRead', callers: { sellerElsewhere: 'refused' } },
  'PUT /v1/inventory-transfers/{id}/cancel': { access: 'tourWrite' },
  'PUT /v1/inventory-transfers/{id}/cancel-project': { access: 'tourWrite' },
  // The seller of the receiving stand checks in and completes; nobody else outside the writers.
  'PUT /v1/inventory-transfers/{id}/receipts': { access: 'tourWrite', callers: { seller: 'ok', sellerElsewhere: 'refused' } },
  'PUT /v1/inventory-transfers/{id}/complete': { access: 'tourWrite', callers: { seller: 'ok', sellerElsewhere: 'refused' } },
  'POST /v1/project-inventory-transfers': { access: 'tourWrite' },
  'GET /v1/projects/{id}/inventory-level-changes': { access: 'tourRead' },
  'GET /v1/projects/{id}/inventory-level-changes/counts': { access: 'tourRead' },
  'GET /v1/projects/{id}/inventory-levels-full': { access: 'tourRead' },
  'PUT /v1/projects/{id}/inventory-levels/warehouse-supply': { access: 'tourWrite' },
  'POST /v1/projects/{id}/inventory-zone': { access: 'tourWrite' },
  'PUT /v1/projects/{id}/inventory-zone': { access: 'tourWrite' },

  // Sales: the stand's assigned sellers and the tour's writers; a platform admin does not sell (role guard).
  'POST /v1/orders-event': { access: 'tourWrite', callers: { admin: 403, seller: 'ok', sellerElsewhere: 'refused' } },
  'POST /v1/payments/{id}/sandbox-outcome': { access: 'tourWrite', callers: { admin: 403, seller: 'ok', sellerElsewhere: 'refused' } },
  // Stripe's webhook: the signature of the raw body is the credential (none configured here: 400).
  'POST /v1/payments/webhook': { access: 'public', anonymous: 400 },
  // Who takes card payments now: every screen says "mode test" or why payments are off from it (issue #22).
  'GET /v1/payments/mode': { access: 'public' },
  'GET /v1/orders': { access: 'tourRead' },
  'GET /v1/orders/count': { access: 'tourRead' },
  'GET /v1/orders/{id}': { access: 'tourRead', callers: { sellerElsewhere: 'refused' } },
  'PATCH /v1/orders/{id}': { access: 'tourWrite', callers: { seller: 'ok', sellerElsewhere: 'refused' } },
  'POST /v1/orders/{id}/refunds': { access: 'tourWrite', callers: { seller: 'ok', sellerElsewhere: 'refused' } },
  // The rest of a split sale: the order the workspace has is a card sale, not awaiting a rest (ORDER_STATUS_NOT_ALLOWED past authorization).
  'POST /v1/orders/{id}/payments': { access: 'tourWrite', callers: { owner: 409, admin: 403, seller: 409, sellerElsewhere: 'refused' } },
  // A no-show is a click-and-collect order's: on the stand sale the writers get past authorization to ORDER_STATUS_NOT_ALLOWED.
  'POST /v1/orders/{id}/no-show': { access: 'tourWrite', callers: { owner: 409, admin: 409 } },
  'POST /v1/orders/cancel-pending': { access: 'tourWrite' },
  // The receipt is public to whoever holds its link (the token); e-mailing it is for whoever may sell at its stand.
  'GET /v1/orders/{id}/receipt': { access: 'public' },
  'GET /v1/orders/{id}/receipt.pdf': { access: 'public' },
  'POST /v1/orders/{id}/receipt-email': { access: 'tourWrite', callers: { admin: 403, seller: 'ok', sellerElsewhere: 'refused' } },
  // A receipt printed again (issue #27): who may e-mail it may reprint it (the tenant's card sale is paid by then).
  'POST /v1/orders/{id}/receipt-reprint': { access: 'tourWrite', callers: { admin: 403, seller: 'ok', sellerElsewhere: 'refused' } },
  // The tour's report: its team and admins read all of it; a seller their own stands' figures; another tenant 404.
  'GET /v1/projects/{id}/report': { access: 'tourRead' },
  'GET /v1/projects/{id}/report.pdf': { access: 'tourRead' },
  // What to send next: the forecast names the warehouse's run-outs (not a seller's to see); the proposal fills a dispatch.
  'GET /v1/projects/{id}/forecast': { access: 'tourRead', callers: { seller: 403, sellerElsewhere: 403 } },
  'GET /v1/events/{id}/dispatch-proposal': { access: 'tourWrite' },
  'GET /v1/events/{id}/takings': { access: 'tourRead', callers: { sellerElsewhere: 'refused' } },
  // The register's tablets (issue #26): registered and reporting by whoever may sell at the stand, read by the date's team.
  'GET /v1/events/{id}/devices': { access: 'tourRead', callers: { sellerElsewhere: 'refused' } },
  'POST /v1/stands/{id}/devices': { access: 'tourWrite', callers: { admin: 403, seller: 'ok', sellerElsewhere: 'refused' } },
  'POST /v1/stands/{id}/devices/{deviceId}/status': { access: 'tourWrite', callers: { admin: 403, seller: 'ok', sellerElsewhere: 'refused' } },
  // The settlement holds every stand's money and the fees: the tour's team reads it, sellers may not. The tenant's
  // event is in progress, so its readers get EVENT_NOT_CLOSED (409), which proves they got past authorization.
  'GET /v1/events/{id}/settlement': { access: 'tourRead', callers: { owner: 409, admin: 409, viewer: 409, seller: 403, sellerElsewhere: 'refused' } },
  'GET /v1/events/{id}/settlement.csv': { access: 'tourRead', callers: { owner: 409, admin: 409, viewer: 409, seller: 403, sellerElsewhere: 'refused' } },
  'GET /v1/events/{id}/settlement.pdf': { access: 'tourRead', callers: { owner: 409, admin: 409, viewer: 409, seller: 403, sellerElsewhere: 'refused' } },
  // Collection of shop orders is the till's work: the stand's sellers and the tour's writers; a platform admin does
  // not sell (NOT_ALLOWED_ON_STAND), nor does a viewer.
  'GET /v1/stands/{id}/collections': { access: 'tourWrite', callers: { admin: 403, seller: 'ok', sellerElsewhere: 'refused' } },
  'GET /v1/stands/{id}/collections/{orderId}': { access: 'tourWrite', callers: { admin: 403, seller: 'ok', sellerElsewhere: 'refused' } },
  'PUT /v1/stands/{id}/collections/{orderId}': { access: 'tourWrite', callers: { admin: 403, seller: 'ok', sellerElsewhere: 'refused' } },
  'POST /v1/stands/{id}/collections/scan': { access: 'tourWrite', callers: { admin: 403, seller: 'ok', sellerElsewhere: 'refused' } },
  'GET /v1/stands/{id}/cash-detail': { access: 'tourRead', callers: { sellerElsewhere: 'refused' } },
  'POST /v1/stands/{id}/cash-detail': { access: 'tourWrite', callers: { seller: 'ok', sellerElsewhere: 'refused' } },
  // The stand's Z: its sellers and the tour's team read it and send it by e-mail; a seller of another stand may not.
  // The drawer's cash movements: whoever takes money at the stand records them (not an admin, as for a sale); its
  // readers read them.
  'GET /v1/stands/{id}/cash-movements': { access: 'tourRead', callers: { sellerElsewhere: 'refused' } },
  'POST /v1/stands/{id}/cash-movements': { access: 'tourWrite', callers: { admin: 403, seller: 'ok', sellerElsewhere: 'refused' } },
  'POST /v1/stands/{id}/closings': { access: 'tourWrite', callers: { seller: 'ok', sellerElsewhere: 'refused' } },
  'POST /v1/stands/{id}/training-sales': { access: 'tourWrite', callers: { admin: 403, seller: 'ok', sellerElsewhere: 'refused' } },
  'GET /v1/stands/{id}/shift-report': { access: 'tourRead', callers: { sellerElsewhere: 'refused' } },
  'POST /v1/stands/{id}/shift-report/email': { access: 'tourRead', callers: { sellerElsewhere: 'refused' } },

  // Seller invitations: the tour's writers send, see and cancel them; the invited address accepts with the link's
  // token, signed in with any role or creating its account (the suite's token is unknown: 400 INVALID_TOKEN).
  'GET /v1/projects/{id}/seller-invitations': { access: 'tourWrite' },
  'DELETE /v1/projects/{id}/seller-invitations/{invitationId}': { access: 'tourWrite' },
  'POST /v1/projects/seller-acceptation': { access: 'signedIn', callers: { owner: 400, admin: 400, viewer: 400, seller: 400, sellerElsewhere: 400, outsider: 400 } },
  'POST /v1/projects/seller-acceptation/new-account': { access: 'public', anonymous: 400 },

  // Billing (issue #15): admins set the fees and produce the invoices; an organisation reads its own invoices,
  // payouts and their documents (sellers 403, another organisation 404).
  'GET /v1/plan-fees': { access: 'admin' },
  'PUT /v1/plan-fees/{plan}': { access: 'admin' },
  'GET /v1/clients/{id}/invoices': { access: 'organisation' },
  'GET /v1/clients/{id}/payouts': { access: 'organisation' },
  'POST /v1/clients/{id}/invoice-fees': { access: 'admin' },
  'POST /v1/clients/invoices-fees': { access: 'admin' },
  'GET /v1/invoices/{id}/pdf': { access: 'organisation' },
  'POST /v1/invoices/{id}/credit-note': { access: 'admin' },
  'GET /v1/payouts/{id}/statement': { access: 'organisation' },
  'PUT /v1/payouts/{id}/paid': { access: 'admin' },

  // Services (issue #16): the tour's team reads an event's requests (its sellers may not: the route is the
  // organisations' and admins'), its writers ask for them and cancel; the platform's admins list them all and take
  // their steps.
  'GET /v1/events/{id}/service-requests': { access: 'tourRead', callers: { seller: 403, sellerElsewhere: 403 } },
  'POST /v1/events/{id}/service-requests': { access: 'tourWrite' },
  'GET /v1/service-requests': { access: 'admin' },
  'PUT /v1/service-requests/{id}/status': { access: 'admin' },
  'POST /v1/service-requests/{id}/cancel': { access: 'tourWrite' },
  // The organiser accepts a stand service's quote (issue #25); the workspace's request is a terminal one: 409 past the checks.
  'POST /v1/service-requests/{id}/accept-quote': { access: 'tourWrite', callers: { owner: 409, admin: 403 } },
};
