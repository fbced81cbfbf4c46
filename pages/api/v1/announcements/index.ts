import { announcementSchema, listAnnouncementsQuery } from '@/features/announcements/schemas';
import { createAnnouncement } from '@/features/announcements/server/create-announcement';
import { listAnnouncements } from '@/features/announcements/server/list-announcements';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ roles: ['admin'], query: listAnnouncementsQuery, handler: ({ actor, query }) => listAnnouncements(actor, query) }),
  POST: method({ roles: ['admin'], body: announcementSchema, status: 201, handler: ({ actor, body }) => createAnnouncement(actor, body) }),
});
