import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { Announcement } from '../types';

// The display's two calls live apart from api.ts: every page carries them, and the bundler keeps a module whole,
// so the admin hooks would come along. api.ts builds its key factory on this key and re-exports both hooks.
export const lastAnnouncementKey = ['announcements', 'last'] as const;

/** GET /v1/announcements/last: the announcement this user should see now, or null (the API answers 204). */
export function useLastAnnouncement(viewer: { userId: string; role: string } | null) {
  return useQuery({
    // Per user and role: a role switch changes the audience.
    queryKey: [...lastAnnouncementKey, viewer?.userId ?? '', viewer?.role ?? ''],
    queryFn: async () => (await apiFetch<Announcement | undefined>('/v1/announcements/last')) ?? null,
    enabled: viewer !== null,
  });
}

/**
 * Closing an announcement hides it at once (the cached `last` becomes null before the request ends), then `last` is
 * asked again: the next announcement due, if any, takes its place.
 */
export function useDismissAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/v1/announcements/${id}/dismiss`, { method: 'POST' }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: lastAnnouncementKey });
      queryClient.setQueriesData<Announcement | null>({ queryKey: lastAnnouncementKey }, null);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: lastAnnouncementKey }),
  });
}
