import { signOut } from '@/lib/auth/session-client';
import { stringifyQuery } from '@/lib/stringify-query';
import { apiBaseUrl } from './base-url';
import { createApiClient } from './create-api-client';
import { forgetAccessToken, getCachedAccessToken } from './session-token';

export { ApiError, isApiError } from './api-error';
export { apiBaseUrl } from './base-url';
export { createApiClient, type ApiClient, type ApiRequestOptions } from './create-api-client';
export { forgetAccessToken } from './session-token';
export { keepAnswer } from './keep-answer';

export const apiFetch = createApiClient({
  baseUrl: apiBaseUrl,
  stringifyQuery,
  getAccessToken: () => getCachedAccessToken(),
  onUnauthorized: async () => {
    forgetAccessToken();
    await signOut({ callbackUrl: '/signin' });
  },
});
