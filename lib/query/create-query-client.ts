import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client/api-error';

/** Spec §7: no refetch on window focus, refetch on mount. A refusal (4xx) is final: never retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnMount: true,
        retry: (failureCount, error) => !(isApiError(error) && error.status < 500) && failureCount < 2,
      },
    },
  });
}
