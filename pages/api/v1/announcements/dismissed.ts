import { listMyDismissals } from '@/features/announcements/server/announcements';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ handler: ({ actor }) => listMyDismissals(actor) }),
});
