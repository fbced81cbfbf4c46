/**
 * Every error code the product API answers with, and its HTTP status.
 * Spec §8 is the source; the few codes marked "ours" cover cases the spec leaves unnamed
 * (docs/api.md lists them). locales/{fr,en}/errors.json give each code its title.
 */
export const errorStatus = {
  // General
  VALIDATION_ERRORS: 400,
  UNEXPECTED_ERROR: 500,
  WRONG_MYME_TYPES: 415,
  MALFORMED_JSON: 400, // ours
  PAYLOAD_TOO_LARGE: 413, // ours: a JSON body over 1 MB
  UNAUTHORIZED: 401, // ours
  FORBIDDEN: 403, // ours
  NOT_FOUND: 404, // ours
  METHOD_NOT_ALLOWED: 405, // ours
  TOO_MANY_REQUESTS: 429, // ours
  USER_NOT_FOUND: 404, // ours
  ROLE_SWITCH_NOT_ALLOWED: 403, // ours
  ACCOUNT_SUSPENDED: 403, // ours
  INVALID_TOKEN: 400, // ours: an e-mail link that is unknown, used or expired
  REQUEST_IN_PROGRESS: 409, // ours: the same Idempotency-Key is still being answered
  ALREADY_EXISTS: 409, // ours: another request created the same thing at the same moment
  INVENTORY_NOT_FOUND: 404, // ours: an unknown inventory, or another tenant's
  ACCOUNT_ALREADY_EXISTS: 409, // ours: a seller invitation's new-account link for an address that has an account

  // Images
  IMAGE_MIME_DETECTION_FAILED: 415,
  IMAGE_FILE_CLOSE_FAILED: 500,
  IMAGE_SEEK_FAILED: 500,
  IMAGE_STORAGE_UPLOAD_FAILED: 502,
  IMAGE_DATABASE_CREATE_FAILED: 500,
  IMAGE_FILE_TOO_LARGE: 413,

  // Account and subscription
  ALREADY_IN_PROJECT: 409,
  ADDRESS_INCOMPLETE: 422,
  BAD_CREDENTIALS: 401,
  EMAIL_ALREADY_EXISTS_BAD_PASSWORD: 409,
  EMAIL_ALREADY_VERIFIED: 409,
  EMAIL_NOT_VERIFIED: 403,
  FEATURE_NOT_GRANTED: 403,
  QUOTAS_EXCEEDED: 403,
  EVENTS_QUOTAS_EXCEEDED: 403,
  NO_SUBSCRIPTION_FOUND: 404,
  SUBSCRIPTION_ALREADY_RUNNING: 409,

  // Stock and sellers
  NOT_ENOUGH_AVAILABLE_IN_INVENTORY: 409,
  NO_SELLER_FOUND: 404,
  SELLER_ALREADY_IN_PROJECT: 409,
  USER_IS_OWNER: 409,
  USER_IS_NOT_SELLER: 422,

  // Orders and shops
  ORDERS_ENDED_ON_EVENT: 409,
  SHOP_CLOSED: 409,
  SHOP_NOT_FOUND: 404, // ours: an unknown shop, another tenant's, or a seller asking
  CANT_CREATE_SHOP: 409, // ours: a shop for a canceled or finished event
  CANT_UPDATE_SHOP: 409, // ours: changing or opening the shop of a canceled or finished event
  REFUND_ORDER_ITEM_QUANTITY_TOO_HIGH: 422,
  REFUND_METHOD_LIMIT_EXCEEDED: 422, // ours: more back on the card than it took, or a split sale's cash refund the card should take (docs/decisions.md, "Split payment")
  SHOP_ORDER_LIMIT_EXCEEDED: 422, // ours (issue #22): more than the shop lets one order hold, per variant or in all
  PHONOGRAPHY_LIMIT_EXCEEDED: 422, // ours: spec §5's cart rule, more than 5 phonography units of one product
  ORDER_NOT_FOUND: 404, // ours: an unknown order, or another tenant's
  STAND_NOT_CASH_COMPATIBLE: 422, // ours: a cash sale at a stand that takes no cash
  ORDER_STATUS_NOT_ALLOWED: 409, // ours: a status change the order state machine does not allow
  ORDER_ALREADY_HANDED_OVER: 409, // ours: a shop order handed over already (by another tablet, or earlier)
  COLLECTION_CODE_INVALID: 422, // ours: a handover's scanned QR code whose secret is not the order's (forged, altered, or an outdated code)
  COLLECTION_CUSTOMER_MISMATCH: 422, // ours: a manual handover whose number, name or e-mail is not the order's (fields say which)
  ORDER_OF_ANOTHER_EVENT: 409, // ours: a genuine QR code of an order collected at another event's shop
  ORDER_NOT_REFUNDABLE: 409, // ours: a refund on an order whose money is not in (pending, canceled)
  IDEMPOTENCY_KEY_REUSED: 422, // ours: an Idempotency-Key sent again with a different request
  IDEMPOTENCY_KEY_REQUIRED: 400, // ours: a write that must never run twice came without its key
  PAYMENT_NOT_PENDING: 409, // ours: a card payment already settled (approved, declined or canceled)
  PAYMENT_PROVIDER_ERROR: 502, // ours: the card payment provider refused or could not be reached; nothing was recorded
  CARD_PAYMENTS_OFF: 409, // ours: no payment provider is configured (production without Stripe nor PAYMENTS_SANDBOX=1)
  SANDBOX_PAYMENTS_OFF: 409, // ours: a sandbox payment or plan checkout, once the sandbox is no longer the provider
  DEVICE_NOT_REGISTERED: 404, // ours (issue #26): an offline sale or a status from a tablet not registered on that stand
  DEVICE_OF_ANOTHER_STAND: 409, // ours (issue #26): a tablet registered on another stand registering again here
  OFFLINE_SALE_CASH_ONLY: 400, // ours (issue #26): a sale made offline paid (in part) by card; card terminals need the network
  OFFLINE_SEQUENCE_TAKEN: 409, // ours (issue #26): this tablet's receipt number (device, sequence) already came with another Idempotency-Key
  EVENT_CLOSED_LATE_SALE: 409, // ours (issue #26): an offline sale arriving after its date was closed; the details name the sale, for the managers' adjustment
  CASH_MOVEMENT_AFTER_CLOSING: 409, // ours (issue #26): a cash movement a tablet queued offline arriving after its date was closed; the closing counted the drawer without it
  CLOSING_PERIOD_NOT_OVER: 409, // ours (issue #27): a month's or a year's closing (Z) asked before that period ended
  CLOSING_PERIOD_PASSED: 409, // ours (issue #27): a month or a year before the last one closed: closings follow each other, never go back
  ARCHIVE_PERIOD_NOT_CLOSED: 409, // ours (issue #27): an archive asked of a month or a year the organisation has not closed (no Z of that period)
  ARCHIVE_SIGNING_UNAVAILABLE: 503, // ours (issue #27): a real deployment with no JOURNAL_SIGNING_KEY: archives wait for the platform's key rather than sign with the published development one
  GET_ARCHIVE: 404, // ours (issue #27): an unknown or malformed archive id, or another organisation's

  // Payment provider
  ALREADY_CREATED: 409,
  ALREADY_LINKED: 409,
  NOT_CREATED: 409,
  NOT_LINKED: 409,
  NO_CUSTOMER_ID: 409,
  NO_ACCOUNT_ID: 409,
  INTERVAL_ERROR: 422,
  UNIT_AMOUNT_ERROR: 422,

  // Permissions
  NOT_ALLOWED_ON_EVENT: 403,
  NOT_ALLOWED_ON_STAND: 403,
  FORBIDDEN_ON_INACTIVE_PROJECT: 403,
  PROJECT_DOES_NOT_HANDLE_ZONES: 422,

  // Products
  GET_PRODUCT: 404,
  GET_ORDER_ITEMS: 404,
  PRODUCT_IN_ORDERS: 409,
  GET_INVENTORY_LEVELS: 404,
  PRODUCT_IN_INVENTORY: 409,
  CANT_UPDATE_PRODUCT: 409,
  CANT_UPDATE_PRODUCT_VARIANT: 409,
  DEFAULT_VARIANT_CANNOT_BE_REMOVED: 409,

  // Events
  EVENT_NOT_FOUND: 404,
  CANT_GET_EVENT: 404,
  CANT_UPDATE_EVENT: 409,
  EVENT_NOT_CLOSED: 409, // ours: the settlement of an event that is not closed yet
  CANT_DELETE_EVENT: 409,
  CANT_DUPLICATE_EVENT: 409,
  CANT_DELETE_EVENT_WITH_ORDERS: 409,
  CANT_DELETE_EVENT_WITH_INVENTORY: 409,
  CANT_DUPLICATE_EVENT_INVENTORY: 409,
  CANT_DUPLICATE_EVENT_STANDS: 409,
  CANT_DUPLICATE_EVENT_SELLERS: 409,
  CLOSING_ORDERS_IN_PROGRESS: 409, // ours: the closing's last call while orders still await payment or collection

  // Stands
  GET_STAND: 404,
  CANT_CREATE_STAND: 409,
  CANT_UPDATE_STAND: 409,
  CANT_ADD_SELLER_TO_STAND: 409,
  CANT_DELETE_STAND_WITH_STOCK: 409,

  // Orders and transfers
  CANT_CREATE_ORDER: 409,
  CANT_CREATE_TRANSFER: 409,
  MISSING_TRANSFER_SOURCE: 400,
  MISSING_TRANSFER_DESTINATION: 400,
  MISSING_TRANSFER_TYPE: 400,
  TRANSFER_ITEMS_EMPTY: 400,
  ZONE_TRANSFERS_EMPTY: 400,
  CANT_GET_TRANFER: 404,
  TRANSFER_NOT_FOUND: 404,
  TRANSFER_ALREADY_FINISHED: 409,
  CANT_UPSERT_TRANSFER_RECEIPT: 409,
  CANT_COMPLETE_TRANSFER: 409,

  // Periods and fees
  NO_EVENT_FOUND_ON_REQUESTED_PERIOD: 404,
  CLIENTS_NO_EVENT_FOUND_ON_REQUESTED_PERIOD: 404,
  ERROR_FETCHING_CLIENTS_EVENTS_FEES: 502,
  INVOICE_NOT_FOUND: 404, // ours: an unknown invoice, another client's, or a draft asked by its client
  INVOICE_ALREADY_ISSUED: 409, // ours: issuing an invoice that has its number already
  INVOICE_NOT_CREDITABLE: 409, // ours: a credit note for a draft or for a credit note
  INVOICE_ALREADY_CREDITED: 409, // ours: a second credit note for the same invoice
  PAYOUT_NOT_FOUND: 404, // ours: an unknown payout, or another client's

  // Service requests (spec §1, §5, §9; ours: the spec gives the rules, not the codes)
  SERVICE_REQUEST_NOT_FOUND: 404, // ours: an unknown request, or another client's
  SERVICE_EVENT_WITHOUT_DATE: 422, // ours: an event with no performance has no deadline to count from
  TERMINAL_REQUEST_TOO_LATE: 422, // ours: less than 15 days before the event
  STAND_SERVICE_TOO_LATE: 422, // ours: 72 hours or less before the event
  STAND_SERVICE_OUTSIDE_MAINLAND_FRANCE: 422, // ours: the event is in Corsica, overseas or abroad, or has no postcode
  SERVICE_ALREADY_REQUESTED: 409, // ours: a stand already has an open request of that kind
  SERVICE_REQUEST_WRONG_STATUS: 409, // ours: a step that is not next for this request
  SERVICE_CONFIRMATION_TOO_LATE: 422, // ours: a stand service confirmed less than 48 hours before the event
  CANCELLATION_FEE_CHANGED: 409, // ours: the fee the organiser accepted is no longer the one due
  SERVICE_QUOTE_NOT_ACCEPTED: 409, // ours: a stand service confirmed before its organiser accepted the quote
  SERVICE_QUOTE_CHANGED: 409, // ours: the price the organiser accepts is no longer the quote's
  CANT_DELETE_EVENT_WITH_SERVICE_REQUESTS: 409, // ours: terminals out or a stand service agreed for the event
  CANT_DELETE_STAND_WITH_SERVICE_REQUESTS: 409, // ours: the same, for the stand

  // Journal (issue #27)
  JOURNAL_PERIOD_INVALID: 400, // ours: an export's period that ends before it starts, or longer than a year
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorStatus, value);
}
