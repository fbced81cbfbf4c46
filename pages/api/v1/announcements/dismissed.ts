import { listMyDismissals } from '@/features/announcements/server/list-my-dismissals';
import { apiRoute, method } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

export default apiRoute({
  GET: method({ handler: ({ actor }) => listMyDismissals(actor) }),
});
