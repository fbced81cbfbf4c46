import { recordLateSale } from '@/features/closing/server/record-late-sale';
import { createEventOrderSchema } from '@/features/orders/schemas';
import { sendToReader } from '@/features/orders/server/card-payments';
import { createEventOrder } from '@/features/orders/server/create-event-order';
import { apiRoute, method } from '@/lib/http/api-route';
import { idempotencyKeyOf } from '@/lib/http/idempotency';

export const config = { api: { bodyParser: false } };

/** A sale at a stand. Its Idempotency-Key is kept with the order itself (docs/api.md, Orders), not by the helper. */
export default apiRoute({
  POST: method({
    roles: ['seller', 'client'],
    body: createEventOrderSchema,
    status: 201,
    handler: async ({ req, actor, body }) => {
      // A sale made offline that arrives after its date was closed becomes the date's post-closing adjustment (issue #26).
      const { order, replayed } = await createEventOrder(actor, body, idempotencyKeyOf(req.headers['idempotency-key']), { recordLateSale });
      return replayed || order.status !== 'inProgress' ? order : sendToReader(order);
    },
  }),
}, { frontDoor: '/api/v1/orders-event' });
