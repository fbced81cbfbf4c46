import { AppError } from '@/lib/errors';
import { apiRoute, publicMethod } from '@/lib/http/api-route';

export const config = { api: { bodyParser: false } };

const notFound = publicMethod({
  handler: async () => {
    throw new AppError('NOT_FOUND');
  },
});

/** Any API path we do not serve answers a JSON 404, whatever the method. */
export default apiRoute({ GET: notFound, POST: notFound, PUT: notFound, PATCH: notFound, DELETE: notFound });
