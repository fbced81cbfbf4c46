import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/lib/auth/session-client';
import { authKeys, type CurrentUser } from '@/features/auth';
import type { ChangePasswordInput } from '@/features/accounts/schemas';
import type { UpdateCurrentUserInput } from '@/features/auth/schemas';
import { apiFetch, forgetAccessToken, keepAnswer } from '@/lib/api-client';
import type { AdminUpdateClientInput, BrandingInput, ListClientsQuery } from './schemas';
import type { BrandingView, ClientView } from './types';

export type ClientListParams = Pick<ListClientsQuery, 'page' | 'limit' | 'q' | 'status'>;
export type ClientFilters = Omit<ClientListParams, 'page' | 'limit'>;

export interface ClientPage {
  data: ClientView[];
  meta: { page: number; limit: number; total: number };
}

export const clientKeys = {
  all: ['clients'] as const,
  lists: () => [...clientKeys.all, 'list'] as const,
  list: (params: ClientListParams) => [...clientKeys.lists(), params] as const,
  counts: () => [...clientKeys.all, 'count'] as const,
  count: (filters: ClientFilters) => [...clientKeys.counts(), filters] as const,
  details: () => [...clientKeys.all, 'detail'] as const,
  detail: (id: string) => [...clientKeys.details(), id] as const,
  branding: (clientId: string) => [...clientKeys.all, 'branding', clientId] as const,
};

export function useClient(id: string | null | undefined) {
  return useQuery({
    queryKey: clientKeys.detail(id ?? ''),
    queryFn: () => apiFetch<ClientView>(`/v1/clients/${id}`),
    enabled: Boolean(id),
  });
}

export function useClients(params: ClientListParams) {
  return useQuery({
    queryKey: clientKeys.list(params),
    queryFn: () => apiFetch<ClientPage>('/v1/clients', { query: { ...params } }),
    // Keeps the current page on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useClientsCount(filters: ClientFilters) {
  return useQuery({
    queryKey: clientKeys.count(filters),
    queryFn: () => apiFetch<{ count: number }>('/v1/clients-count', { query: { ...filters } }),
    placeholderData: keepPreviousData,
  });
}

/** The organisation edits its profile; an admin may also change its status. */
export function useUpdateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AdminUpdateClientInput }) => apiFetch<ClientView>(`/v1/clients/${id}`, { method: 'PATCH', body: input }),
    onSuccess: (client) => {
      // Merged: the PATCH answer leaves out what only GET gives (the manager accounts an admin sees).
      queryClient.setQueryData<ClientView>(clientKeys.detail(client.id), (previous) => ({ ...previous, ...client }));
      // The row changes at once in every loaded page; the refetch then confirms order and filters.
      queryClient.setQueriesData<ClientPage>({ queryKey: clientKeys.lists() }, (page) =>
        page ? { ...page, data: page.data.map((row) => (row.id === client.id ? client : row)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: clientKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: clientKeys.counts() });
    },
  });
}

/** The branding of a client, or null when it has none yet (the API answers 204 No Content). */
export function useBranding(clientId: string | null | undefined) {
  return useQuery({
    queryKey: clientKeys.branding(clientId ?? ''),
    queryFn: async () => (await apiFetch<BrandingView | undefined>(`/v1/clients/branding/${clientId}`)) ?? null,
    enabled: Boolean(clientId),
  });
}

/** POST /v1/clients/branding creates or replaces the branding. */
export function useSaveBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BrandingInput) => apiFetch<BrandingView>('/v1/clients/branding', { method: 'POST', body: input }),
    onSuccess: (branding) => keepAnswer(queryClient, clientKeys.branding(branding.clientId), branding),
  });
}


export function useUpdateMyName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Pick<UpdateCurrentUserInput, 'firstName' | 'lastName'>) => apiFetch<CurrentUser>('/v1/users/me', { method: 'PATCH', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }),
  });
}

/**
 * The API signs every other session out and answers a fresh token for this one. The token goes into the next-auth
 * session and the cached old one is dropped: it would now be refused, and a 401 signs out.
 */
export function useChangePassword(options: { onSuccess?: () => void } = {}) {
  const { update } = useSession();
  return useMutation({
    // Given to the hook, not to mutate(): the session update may remount the screen, and mutate()'s callbacks
    // are dropped for an unmounted component.
    onSuccess: options.onSuccess,
    mutationFn: async (input: ChangePasswordInput) => {
      const { accessToken } = await apiFetch<{ accessToken: string }>('/v1/users/me/password', { method: 'PUT', body: input });
      await update({ accessToken });
      forgetAccessToken();
    },
  });
}
