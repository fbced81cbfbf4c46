import { z } from 'zod';
import { closeEventSchema } from '@/features/closing/schemas';
import { closeEvent } from '@/features/closing/server/close-event';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

/** The closing's last call; a repeat of the same run answers the same closing data (docs/closing.md). */
export default apiRoute({
  PUT: method({ roles: ['client', 'admin'], params: z.object({ id: z.string() }), body: closeEventSchema, handler: ({ actor, params, body }) => closeEvent(actor, params.id, body) }),
});
