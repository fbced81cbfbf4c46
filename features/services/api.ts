import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiFetch } from '@/lib/api-client';
import type { Page } from '@/lib/http/pagination';
import type { AcceptServiceQuoteInput, CancelServiceRequestInput, CreateServiceRequestInput, MoveServiceRequestInput, ServiceRequestFilters } from './schemas';
import type { EventServicesView, ServiceRequestView } from './types';

export const serviceKeys = {
  all: ['service-requests'] as const,
  event: (eventId: string) => [...serviceKeys.all, 'event', eventId] as const,
  admin: (filters: ServiceRequestFilters) => [...serviceKeys.all, 'admin', filters] as const,
};

export function useEventServices(eventId: string) {
  return useQuery({ queryKey: serviceKeys.event(eventId), queryFn: () => apiFetch<EventServicesView>(`/v1/events/${eventId}/service-requests`) });
}

export function useServiceRequests(filters: ServiceRequestFilters) {
  return useQuery({
    queryKey: serviceKeys.admin(filters),
    queryFn: () => apiFetch<Page<ServiceRequestView>>('/v1/service-requests', { query: { ...filters } }),
    placeholderData: keepPreviousData,
  });
}

/** A new request: one Idempotency-Key per attempt of the user, renewed after a success, so a retried send makes one request. */
export function useCreateServiceRequest(eventId: string) {
  const queryClient = useQueryClient();
  const [key, setKey] = useState(() => crypto.randomUUID());
  return useMutation({
    mutationFn: (input: CreateServiceRequestInput) => apiFetch<ServiceRequestView>(`/v1/events/${eventId}/service-requests`, { method: 'POST', body: input, headers: { 'Idempotency-Key': key } }),
    onSuccess: async () => {
      setKey(crypto.randomUUID());
      await queryClient.invalidateQueries({ queryKey: serviceKeys.all });
    },
  });
}

export function useCancelServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CancelServiceRequestInput }) => apiFetch<ServiceRequestView>(`/v1/service-requests/${id}/cancel`, { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}

/** The organiser accepts the stand service's price shown (issue #25); read again whatever the answer (a corrected price). */
export function useAcceptServiceQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AcceptServiceQuoteInput }) => apiFetch<ServiceRequestView>(`/v1/service-requests/${id}/accept-quote`, { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}

export function useMoveServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: MoveServiceRequestInput }) => apiFetch<ServiceRequestView>(`/v1/service-requests/${id}/status`, { method: 'PUT', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
