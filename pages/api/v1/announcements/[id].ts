import { z } from 'zod';
import { updateAnnouncementSchema } from '@/features/announcements/schemas';
import { deleteAnnouncement } from '@/features/announcements/server/delete-announcement';
import { getAnnouncement } from '@/features/announcements/server/get-announcement';
import { lastVisibleAnnouncement } from '@/features/announcements/server/last-visible-announcement';
import { updateAnnouncement } from '@/features/announcements/server/update-announcement';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

const params = z.object({ id: z.string() });

export default apiRoute({
  /** `last` is the newest announcement the caller should see now; 204 when there is none (spec §4: never for admins). */
  GET: method({ params, handler: ({ actor, params }) => (params.id === 'last' ? lastVisibleAnnouncement(actor) : getAnnouncement(actor, params.id)) }),
  PATCH: method({ roles: ['admin'], params, body: updateAnnouncementSchema, handler: ({ actor, params, body }) => updateAnnouncement(actor, params.id, body) }),
  DELETE: method({ roles: ['admin'], params, handler: ({ params }) => deleteAnnouncement(params.id) }),
});
