import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { entitlementKeys } from '@/features/entitlements';
import { apiFetch, keepAnswer } from '@/lib/api-client';
import type { Page } from '@/lib/http/pagination';
import type { CommissionType, EventView, VenueDeal } from './types';

export const eventKeys = {
  all: ['events'] as const,
  list: (query: Record<string, unknown>) => [...eventKeys.all, 'list', query] as const,
  detail: (id: string) => [...eventKeys.all, 'detail', id] as const,
};

export interface EventDetailsInput {
  name: string;
  venueName: string | null;
  addressLine1: string | null;
  postcode: string | null;
  city: string | null;
  country: string;
}

export interface EventUpdateInput extends Partial<EventDetailsInput> {
  rooms?: { name: string; capacity?: number | null }[];
  performances?: { room?: string | null; startsAt: string }[];
  commissionType?: CommissionType;
  theaterFeeAmount?: number | null;
  theaterFeeVat?: number | null;
  commissionAgentFeeAmount?: number | null;
  commissionAgentFeeVat?: number | null;
  venueDeal?: VenueDeal | null;
}

/** A tour's events, soonest first performance first (the API's order). */
export function useProjectEvents(projectId: string) {
  const query = { projectId, limit: 200 };
  return useQuery({ queryKey: eventKeys.list(query), queryFn: () => apiFetch<Page<EventView>>('/v1/events', { query }) });
}

export function useEvent(id: string | undefined) {
  return useQuery({ queryKey: eventKeys.detail(id ?? ''), queryFn: () => apiFetch<EventView>(`/v1/events/${id}`), enabled: Boolean(id) });
}

/**
 * Mutations that answer an event: it replaces the cached one and the lists are refreshed. `creates`: a new event
 * counts in the owner's monthly quota, so what is left of it is read again.
 */
export function useEventMutation<I, O extends EventView | void>(request: (input: I) => Promise<O>, options: { creates?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (event: O) => {
      if (event) await keepAnswer(queryClient, eventKeys.detail(event.id), event);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...eventKeys.all, 'list'] }),
        options.creates ? queryClient.invalidateQueries({ queryKey: entitlementKeys.all }) : undefined,
      ]);
    },
  });
}

export function useCreateEvent(projectId: string) {
  return useEventMutation((input: EventDetailsInput) => apiFetch<EventView>('/v1/events', { method: 'POST', body: { projectId, ...input } }), { creates: true });
}

export function useUpdateEvent(eventId: string) {
  return useEventMutation((input: EventUpdateInput) => apiFetch<EventView>(`/v1/events/${eventId}`, { method: 'PATCH', body: input }));
}

export function useCompleteFunnel(eventId: string) {
  return useEventMutation(() => apiFetch<EventView>(`/v1/events/${eventId}/complete-funnel`, { method: 'PUT' }));
}

export function useStartEvent(eventId: string) {
  return useEventMutation(() => apiFetch<EventView>(`/v1/events/${eventId}/start`, { method: 'PUT' }));
}

export function useCancelEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<EventView>(`/v1/events/${eventId}/cancel`, { method: 'PUT' }),
    // Cancelling closes the stands: everything about the event is read again.
    onSuccess: async (event) => {
      await keepAnswer(queryClient, eventKeys.detail(event.id), event);
      return Promise.all([queryClient.invalidateQueries({ queryKey: [...eventKeys.all, 'list'] }), queryClient.invalidateQueries({ queryKey: ['stands', 'list', event.id] })]);
    },
  });
}

export function useDuplicateEvent(eventId: string) {
  return useEventMutation((input: { name?: string }) => apiFetch<EventView>(`/v1/events/${eventId}/duplicate`, { method: 'POST', body: input }), { creates: true });
}

export function useDeleteEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(`/v1/events/${eventId}`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: eventKeys.detail(eventId) });
      return queryClient.invalidateQueries({ queryKey: [...eventKeys.all, 'list'] });
    },
  });
}
