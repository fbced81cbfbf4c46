import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { entitlementKeys } from '@/features/entitlements';
import { apiFetch } from '@/lib/api-client';
import type { Page } from '@/lib/http/pagination';
import type { StandStatus, StandView } from './types';

export const standKeys = {
  all: ['stands'] as const,
  list: (eventId: string) => [...standKeys.all, 'list', eventId] as const,
  sellers: (projectId: string) => [...standKeys.all, 'sellers', projectId] as const,
};

/** A seller of the tour, to assign to stands (GET /v1/projects/{id}/sellers). */
export interface TourSeller {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export interface StandInput {
  name: string;
  isCashCompatible: boolean;
  /** In cents. */
  changeFund: number;
  sellerIds: string[];
  status?: StandStatus;
}

export function useStands(eventId: string | undefined) {
  return useQuery({
    queryKey: standKeys.list(eventId ?? ''),
    queryFn: () => apiFetch<Page<StandView>>('/v1/stands', { query: { eventId, limit: 200 } }),
    enabled: Boolean(eventId),
  });
}

export function useTourSellers(projectId: string, enabled = true) {
  return useQuery({ queryKey: standKeys.sellers(projectId), queryFn: () => apiFetch<TourSeller[]>(`/v1/projects/${projectId}/sellers`), enabled });
}

/**
 * Stand changes also change the event (its stand list, and its funnel state): both are read again. `creates`: a new
 * stand uses the plan's stands per event, so the plan's quotas are read again too.
 */
function useStandMutation<I, O>(eventId: string, request: (input: I) => Promise<O>, options: { creates?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: standKeys.list(eventId) }),
        queryClient.invalidateQueries({ queryKey: ['events'] }),
        options.creates ? queryClient.invalidateQueries({ queryKey: entitlementKeys.all }) : undefined,
      ]),
  });
}

export function useCreateStand(eventId: string) {
  return useStandMutation(eventId, (input: StandInput) => apiFetch<StandView>('/v1/stands', { method: 'POST', body: { eventId, ...input } }), { creates: true });
}

export function useUpdateStand(eventId: string) {
  return useStandMutation(eventId, ({ id, ...input }: Partial<StandInput> & { id: string }) => apiFetch<StandView>(`/v1/stands/${id}`, { method: 'PATCH', body: input }));
}

export function useDeleteStand(eventId: string) {
  return useStandMutation(eventId, (id: string) => apiFetch<void>(`/v1/stands/${id}`, { method: 'DELETE' }));
}
