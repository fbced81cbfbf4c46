import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Puts a write's answer in the cache as the latest state of what it wrote. A read of the same thing still on its way
 * (sent before the write, as a page opened a moment before the click) is cancelled first: its answer, older than the
 * write's, would otherwise land after it and show the thing as it was (a date started, yet "En attente").
 */
export async function keepAnswer<T>(queryClient: QueryClient, queryKey: QueryKey, answer: T): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData(queryKey, answer);
}
