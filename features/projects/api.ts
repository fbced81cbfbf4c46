import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/features/auth';
import { entitlementKeys } from '@/features/entitlements';
import { apiFetch, keepAnswer } from '@/lib/api-client';
import type { Page } from '@/lib/http/pagination';
import type { InvitationView, ProjectClientRole, ProjectView, RestrictedProjectView, SellerAcceptationView, SellerAdditionView, SellerInvitationView, SellerView } from './types';

export const projectKeys = {
  all: ['projects'] as const,
  list: (query: Record<string, unknown>) => [...projectKeys.all, 'list', query] as const,
  detail: (id: string) => [...projectKeys.all, 'detail', id] as const,
  restricted: (id: string) => [...projectKeys.all, 'restricted', id] as const,
  invitations: (id: string) => [...projectKeys.all, 'invitations', id] as const,
  sellers: (id: string) => [...projectKeys.all, 'sellers', id] as const,
  sellerInvitations: (id: string) => [...projectKeys.all, 'seller-invitations', id] as const,
};

/** `clientId`: the tours of one organisation, for the admin's client page. */
export function useProjects(query: { page: number; q?: string; status?: string[]; clientId?: string }) {
  return useQuery({ queryKey: projectKeys.list(query), queryFn: () => apiFetch<Page<ProjectView>>('/v1/projects', { query: { ...query, limit: 24 } }) });
}

export function useProject(id: string | undefined) {
  return useQuery({ queryKey: projectKeys.detail(id ?? ''), queryFn: () => apiFetch<ProjectView>(`/v1/projects/${id}`), enabled: Boolean(id) });
}

export function useRestrictedProject(id: string | undefined) {
  return useQuery({ queryKey: projectKeys.restricted(id ?? ''), queryFn: () => apiFetch<RestrictedProjectView>(`/v1/projects/${id}/restricted`), enabled: Boolean(id) });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; description?: string | null; startDate?: string | null; endDate?: string | null; hasZones: boolean }) =>
      apiFetch<ProjectView>('/v1/projects', { method: 'POST', body: input }),
    onSuccess: async (project) => {
      await keepAnswer(queryClient, projectKeys.detail(project.id), project);
      return queryClient.invalidateQueries({ queryKey: [...projectKeys.all, 'list'] });
    },
  });
}

/**
 * Mutations that answer the project: the cached project is replaced and the lists refreshed. `quotas`: the change
 * uses a quota of the owner's plan, which is read again.
 */
function useProjectMutation<I>(projectId: string, request: (input: I) => Promise<ProjectView | void>, options: { quotas?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async (project) => {
      if (project) await keepAnswer(queryClient, projectKeys.detail(projectId), project);
      return Promise.all([
        options.quotas ? queryClient.invalidateQueries({ queryKey: entitlementKeys.all }) : undefined,
        queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
        queryClient.invalidateQueries({ queryKey: [...projectKeys.all, 'list'] }),
        queryClient.invalidateQueries({ queryKey: projectKeys.invitations(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.sellers(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.sellerInvitations(projectId) }),
      ]);
    },
  });
}

export function useArchiveProject(projectId: string) {
  return useProjectMutation(projectId, (archived: boolean) => apiFetch<ProjectView>(`/v1/projects/archive/${projectId}`, { method: 'PATCH', body: { archived } }));
}

export function useInvitations(projectId: string, enabled: boolean) {
  return useQuery({ queryKey: projectKeys.invitations(projectId), queryFn: () => apiFetch<InvitationView[]>(`/v1/projects/${projectId}/invitations`), enabled });
}

/** A pending invitation takes a seat of the team's quota: the plan's quotas are read again as well. */
export function useInviteClient(projectId: string) {
  return useProjectMutation(
    projectId,
    async (input: { email: string; role: ProjectClientRole }) => {
      await apiFetch('/v1/projects/client-invitation', { method: 'POST', body: { projectId, ...input } });
    },
    { quotas: true },
  );
}

export function useChangeClientRole(projectId: string) {
  return useProjectMutation(projectId, ({ clientId, role }: { clientId: string; role: ProjectClientRole }) =>
    apiFetch<ProjectView>(`/v1/projects/${projectId}/clients/${clientId}`, { method: 'PATCH', body: { role } }),
  );
}

export function useRemoveClient(projectId: string) {
  return useProjectMutation(projectId, (clientId: string) => apiFetch<void>(`/v1/projects/${projectId}/clients/${clientId}`, { method: 'DELETE' }));
}

export function useSellers(projectId: string, enabled: boolean) {
  return useQuery({ queryKey: projectKeys.sellers(projectId), queryFn: () => apiFetch<SellerView[]>(`/v1/projects/${projectId}/sellers`), enabled });
}

/** Invites the address (it joins once its owner accepts); the answer is the same whoever the address belongs to. */
export function useAddSeller(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; firstName?: string; lastName?: string }) => apiFetch<SellerAdditionView>(`/v1/projects/${projectId}/sellers`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.sellerInvitations(projectId) }),
  });
}

export function useSellerInvitations(projectId: string, enabled: boolean) {
  return useQuery({ queryKey: projectKeys.sellerInvitations(projectId), queryFn: () => apiFetch<SellerInvitationView[]>(`/v1/projects/${projectId}/seller-invitations`), enabled });
}

export function useCancelSellerInvitation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => apiFetch<void>(`/v1/projects/${projectId}/seller-invitations/${invitationId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.sellerInvitations(projectId) }),
  });
}

export function useRemoveSeller(projectId: string) {
  return useProjectMutation(projectId, (userId: string) => apiFetch<void>(`/v1/projects/${projectId}/sellers/${userId}`, { method: 'DELETE' }));
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiFetch<ProjectView>('/v1/projects/client-acceptation', { method: 'POST', body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

/** Signed in as the invited address: joins the tour's sellers, and may have been given the seller role. */
export function useAcceptSellerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiFetch<SellerAcceptationView>('/v1/projects/seller-acceptation', { method: 'POST', body: { token } }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: projectKeys.all }), queryClient.invalidateQueries({ queryKey: authKeys.all })]),
  });
}

/** No account yet: creates the seller account from the invitation link, without credentials. */
export function useCreateSellerAccount() {
  return useMutation({
    mutationFn: (body: { token: string; password: string; firstName?: string; lastName?: string; locale: 'fr' | 'en' }) =>
      apiFetch<SellerAcceptationView>('/v1/projects/seller-acceptation/new-account', { method: 'POST', body, auth: false }),
  });
}
