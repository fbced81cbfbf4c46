import type { QueuedCashMovement, QueuedSale } from './outbox-db';

/** What one try to send a queued sale came to. */
export type SendResult =
  | { kind: 'sent' }
  /** The server will never take it as it is: kept aside and shown to the seller. */
  | { kind: 'refused'; errorCode: string }
  /** No answer, or an answer that may change (5xx, 401, 408, 429): tried again later. */
  | { kind: 'retry'; error: string };

export interface SaleSenderDeps {
  /** The API's base, e.g. '/api' (or an absolute URL in the service worker). */
  baseUrl: string;
  getAccessToken: () => Promise<string | null>;
  fetch: typeof fetch;
}

/** Statuses worth another try later: the session was renewed meanwhile, a timeout, a rate limit. */
const RETRYABLE = new Set([401, 408, 425, 429]);

/**
 * Sends one queued sale: POST /v1/orders-event with its own Idempotency-Key. The one send both the page and the
 * service worker's Background Sync use, so that a sale is sent the same way whoever sends it.
 */
export function createSaleSender(deps: SaleSenderDeps) {
  const post = createPost(deps);
  return (sale: QueuedSale): Promise<SendResult> => post('/v1/orders-event', sale.idempotencyKey, sale.body);
}

/** Sends one queued cash movement: POST /v1/stands/{standId}/cash-movements with its own Idempotency-Key, as a sale. */
export function createMovementSender(deps: SaleSenderDeps) {
  const post = createPost(deps);
  return (movement: QueuedCashMovement): Promise<SendResult> => post(`/v1/stands/${movement.standId}/cash-movements`, movement.idempotencyKey, movement.body);
}

function createPost(deps: SaleSenderDeps) {
  return async function post(path: string, idempotencyKey: string, body: unknown): Promise<SendResult> {
    let response: Response;
    try {
      const token = await deps.getAccessToken();
      response = await deps.fetch(`${deps.baseUrl}${path}`, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'Idempotency-Key': idempotencyKey,
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
      });
    } catch (error) {
      return { kind: 'retry', error: error instanceof Error ? error.message : 'network' };
    }
    if (response.ok) return { kind: 'sent' };
    const errorCode = await errorCodeOf(response);
    // The key already made an order (or a movement): the same basket went through online before the network dropped
    // (a lost answer). It is recorded once; sending it again would count it twice.
    if (errorCode === 'IDEMPOTENCY_KEY_REUSED') return { kind: 'sent' };
    if (response.status >= 500 || RETRYABLE.has(response.status)) return { kind: 'retry', error: errorCode ?? `HTTP ${response.status}` };
    return { kind: 'refused', errorCode: errorCode ?? `HTTP_${response.status}` };
  };
}

async function errorCodeOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { errorCode?: unknown };
    return typeof body?.errorCode === 'string' ? body.errorCode : null;
  } catch {
    return null;
  }
}
