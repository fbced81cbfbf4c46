import { announcementSchema, listAnnouncementsQuery } from '@/features/announcements/schemas';
import { createAnnouncement, listAnnouncements } from '@/features/announcements/server/announcements';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ roles: ['admin'], query: listAnnouncementsQuery, handler: ({ actor, query }) => listAnnouncements(actor, query) }),
  POST: method({ roles: ['admin'], body: announcementSchema, status: 201, handler: ({ actor, body }) => createAnnouncement(actor, body) }),
});
