import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch, keepAnswer } from '@/lib/api-client';
import type { Page } from '@/lib/http/pagination';
// Types only: the forms' schema stays out of the list page.
import type { AnnouncementInput, ListAnnouncementsQuery } from './schemas';
import type { Announcement, AnnouncementStatus } from './types';
import { lastAnnouncementKey } from './components/last-announcement';

export { useDismissAnnouncement, useLastAnnouncement } from './components/last-announcement';

export type AnnouncementListParams = Pick<ListAnnouncementsQuery, 'page' | 'limit' | 'q' | 'status' | 'type'>;
export type AnnouncementPage = Page<Announcement>;

export const announcementKeys = {
  all: ['announcements'] as const,
  lists: () => [...announcementKeys.all, 'list'] as const,
  list: (params: AnnouncementListParams) => [...announcementKeys.lists(), params] as const,
  details: () => [...announcementKeys.all, 'detail'] as const,
  detail: (id: string) => [...announcementKeys.details(), id] as const,
  /** The announcement to show now, one query per user and role (components/last-announcement.ts). */
  last: () => lastAnnouncementKey,
};

/** After any write: lists refetch, and whoever shows `last` asks again (a published one may now be due). */
function afterWrite(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: announcementKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: announcementKeys.last() });
}

function replaceInLists(queryClient: QueryClient, announcement: Announcement) {
  queryClient.setQueriesData<AnnouncementPage>({ queryKey: announcementKeys.lists() }, (page) =>
    page ? { ...page, data: page.data.map((row) => (row.id === announcement.id ? announcement : row)) } : page,
  );
}

export function useAnnouncements(params: AnnouncementListParams) {
  return useQuery({
    queryKey: announcementKeys.list(params),
    queryFn: () => apiFetch<AnnouncementPage>('/v1/announcements', { query: { ...params } }),
    // Keeps the current page on screen while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useAnnouncement(id: string | undefined) {
  return useQuery({
    queryKey: announcementKeys.detail(id ?? ''),
    queryFn: () => apiFetch<Announcement>(`/v1/announcements/${id}`),
    enabled: Boolean(id),
  });
}

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnnouncementInput) => apiFetch<Announcement>('/v1/announcements', { method: 'POST', body: input }),
    onSuccess: async (announcement) => {
      await keepAnswer(queryClient, announcementKeys.detail(announcement.id), announcement);
      afterWrite(queryClient);
    },
  });
}

/** PATCH with the whole announcement (the edit form) or `{ status }` alone (publish, unpublish). */
export function useUpdateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: AnnouncementInput | { status: AnnouncementStatus } }) =>
      apiFetch<Announcement>(`/v1/announcements/${id}`, { method: 'PATCH', body: input }),
    onSuccess: async (announcement) => {
      await keepAnswer(queryClient, announcementKeys.detail(announcement.id), announcement);
      // The row changes at once in every loaded page; the refetch then confirms order and filters.
      replaceInLists(queryClient, announcement);
      afterWrite(queryClient);
    },
  });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/v1/announcements/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: announcementKeys.detail(id) });
      afterWrite(queryClient);
    },
  });
}
