import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { downloadApiFile } from '@/lib/api-client/download-file';
import type { Page } from '@/lib/http/pagination';
import type { Locale } from '@/lib/i18n/locale';
import type { ClosingPeriod } from './closing-model';
import type { ArchiveView, CheckedChain, ClosingListItem, ClosingView, JournalCheckView } from './types';

export interface ClosingListParams {
  period?: ClosingPeriod;
  page: number;
  limit: number;
}

export const journalKeys = {
  all: ['journal'] as const,
  closings: () => [...journalKeys.all, 'closings'] as const,
  closingsPage: (params: ClosingListParams) => [...journalKeys.closings(), params] as const,
  archives: () => [...journalKeys.all, 'archives'] as const,
  checks: (page: number, limit: number) => [...journalKeys.all, 'checks', { page, limit }] as const,
};

/** GET /v1/journal/closings: the organisation's Z reports, newest first. */
export function useClosings(params: ClosingListParams) {
  return useQuery({
    queryKey: journalKeys.closingsPage(params),
    queryFn: () => apiFetch<Page<ClosingListItem>>('/v1/journal/closings', { query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

/** POST /v1/journal/closings: the organisation's business day closed now (asked twice, the same Z). */
export function useCloseOrganisationDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<ClosingView>('/v1/journal/closings', { method: 'POST', body: { period: 'day' } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalKeys.closings() }),
  });
}

/** A stand's Z as the register shows it: `created` false when nothing was sold since its last Z (the same Z again). */
export interface StandClosingAnswer {
  closing: ClosingView;
  created: boolean;
}

/** POST /v1/stands/{id}/closings: the stand's business day closed now by its seller (201 made, 200 the last one). */
export function useCloseStandDay(standId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<StandClosingAnswer> => {
      let status = 0;
      const closing = await apiFetch<ClosingView>(`/v1/stands/${standId}/closings`, { method: 'POST', onStatus: (answered) => (status = answered) });
      return { closing, created: status === 201 };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalKeys.closings() }),
  });
}

/** The Z reports as a CSV, headings in the interface language. */
export function useDownloadClosings() {
  return useMutation({ mutationFn: ({ period, language }: { period?: ClosingPeriod; language: Locale }) => downloadApiFile('/v1/journal/closings/export', { period, lang: language }, 'clotures-z.csv') });
}

/** Admins: each organisation's last check of its journal, the broken first. */
export function useJournalChecks(page: number, limit: number) {
  return useQuery({
    queryKey: journalKeys.checks(page, limit),
    queryFn: () => apiFetch<Page<JournalCheckView>>('/v1/journal/checks', { query: { page, limit } }),
    placeholderData: keepPreviousData,
  });
}

/** The accountant's FEC of a period (Paris days, both included), saved under the server's file name. */
export function useDownloadFec() {
  return useMutation({ mutationFn: ({ from, to }: { from: string; to: string }) => downloadApiFile('/v1/journal/fec', { from, to }, 'FEC.txt') });
}

/** GET /v1/journal/verification: the organisation's chains recomputed now (and the check kept). */
export function useVerifyJournal() {
  return useMutation({ mutationFn: () => apiFetch<{ checkedAt: string; chains: CheckedChain[] }>('/v1/journal/verification') });
}

/** GET /v1/journal/archives: the organisation's signed archives of closed months and years, without their files. */
export function useArchives() {
  return useQuery({ queryKey: journalKeys.archives(), queryFn: () => apiFetch<{ data: ArchiveView[] }>('/v1/journal/archives') });
}

/** POST /v1/journal/archives: the archive of a closed month or year (made once; asked again, the same one). */
export function useArchivePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { period: 'month' | 'year'; key: string }) => apiFetch<ArchiveView>('/v1/journal/archives', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalKeys.archives() }),
  });
}

/** An archive's zip, for the organisation's auditor. */
export function useDownloadArchive() {
  return useMutation({ mutationFn: (archive: ArchiveView) => downloadApiFile(`/v1/journal/archives/${archive.id}/file`, {}, `journal-${archive.period}-${archive.key}.zip`) });
}
