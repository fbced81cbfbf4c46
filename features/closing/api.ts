import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { ClosingTotals } from './closing-totals';
import type { ClosingData } from './types';

export const closingKeys = {
  data: (eventId: string) => ['closing', eventId] as const,
  totals: (eventId: string) => ['closing', eventId, 'totals'] as const,
};

/** GET /v1/events/{id}/closing: what the wizard pre-fills; read again on focus, as sales may still come in. */
export function useClosingData(eventId: string) {
  return useQuery({ queryKey: closingKeys.data(eventId), queryFn: () => apiFetch<ClosingData>(`/v1/events/${eventId}/closing`) });
}

/** GET /v1/events/{id}/closing-totals: the money the settlement would confirm now, for the summary and the confirmation. */
export function useClosingTotals(eventId: string) {
  return useQuery({ queryKey: closingKeys.totals(eventId), queryFn: () => apiFetch<ClosingTotals>(`/v1/events/${eventId}/closing-totals`) });
}
