import { signOut } from 'next-auth/react';
import { createApiClient } from './create-api-client';
import { forgetAccessToken, getCachedAccessToken } from './session-token';

export { ApiError, isApiError } from './api-error';
export { createApiClient, type ApiClient, type ApiRequestOptions } from './create-api-client';
export { forgetAccessToken } from './session-token';

/** The product API's base URL: this app's own /api by default, or an external API. */
export const apiBaseUrl = process.env.NEXT_PUBLIC_API_URL ?? '/api';

export const apiFetch = createApiClient({
  baseUrl: apiBaseUrl,
  getAccessToken: () => getCachedAccessToken(),
  onUnauthorized: async () => {
    forgetAccessToken();
    await signOut({ callbackUrl: '/signin' });
  },
});
