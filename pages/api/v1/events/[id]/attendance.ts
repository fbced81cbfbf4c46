import { z } from 'zod';
import { eventAttendanceSchema } from '@/features/events/schemas';
import { setEventAttendance } from '@/features/events/server/set-attendance';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  PUT: method({ roles: ['client', 'admin'], params: z.object({ id: z.string() }), body: eventAttendanceSchema, handler: ({ actor, params, body }) => setEventAttendance(actor, params.id, body) }),
});
