import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { orderKeys } from './api';
import type { EventDevicesView } from './types';

/** How often the event page reads its tablets again while the page is visible. */
export const DEVICES_REFRESH_MS = 30_000;

export const eventDevicesKey = (eventId: string) => [...orderKeys.all, 'devices', eventId] as const;

/** GET /v1/events/{id}/devices, read again every 30 s (React Query pauses the interval while the tab is hidden). */
export function useEventDevices(eventId: string) {
  return useQuery({
    queryKey: eventDevicesKey(eventId),
    queryFn: () => apiFetch<EventDevicesView>(`/v1/events/${eventId}/devices`),
    refetchInterval: DEVICES_REFRESH_MS,
  });
}
