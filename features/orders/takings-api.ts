import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { EventTakings, OrderCounts } from './types';

/** How often the event page reads the takings again while the event runs. */
export const TAKINGS_REFRESH_MS = 15_000;

export function useEventTakings(eventId: string, live: boolean) {
  return useQuery({
    queryKey: ['orders', 'takings', eventId],
    queryFn: () => apiFetch<EventTakings>(`/v1/events/${eventId}/takings`),
    refetchInterval: live ? TAKINGS_REFRESH_MS : false,
  });
}

/** GET /v1/orders/count with the sales screen's filters. */
export function useOrderCounts(query: Record<string, unknown>) {
  return useQuery({
    queryKey: ['orders', 'count', query],
    queryFn: () => apiFetch<OrderCounts>('/v1/orders/count', { query }),
    placeholderData: keepPreviousData,
  });
}
