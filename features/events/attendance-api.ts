import { apiFetch } from '@/lib/api-client';
import { useEventMutation } from './api';
import type { EventView } from './types';

/**
 * PUT /v1/events/{id}/attendance: how many came to each performance. Apart from api.ts, which the register loads
 * (useEvent): only the event page enters attendance.
 */
export function useSetAttendance(eventId: string) {
  return useEventMutation((performances: { performanceId: string; attendance: number | null }[]) => apiFetch<EventView>(`/v1/events/${eventId}/attendance`, { method: 'PUT', body: { performances } }));
}
