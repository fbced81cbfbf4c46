import { z } from 'zod';
import { dismissAnnouncement } from '@/features/announcements/server/dismiss-announcement';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  POST: method({ params: z.object({ id: z.string() }), handler: ({ actor, params }) => dismissAnnouncement(actor, params.id) }),
});
