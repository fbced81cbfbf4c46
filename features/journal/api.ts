import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { JournalCheckView } from './types';

export interface JournalChecksPage {
  data: JournalCheckView[];
  meta: { page: number; limit: number; total: number };
}

export const journalKeys = {
  all: ['journal'] as const,
  checks: (page: number, limit: number) => [...journalKeys.all, 'checks', { page, limit }] as const,
};

/** Admins: each organisation's last check of its journal, the broken first. */
export function useJournalChecks(page: number, limit: number) {
  return useQuery({
    queryKey: journalKeys.checks(page, limit),
    queryFn: () => apiFetch<JournalChecksPage>('/v1/journal/checks', { query: { page, limit } }),
    placeholderData: keepPreviousData,
  });
}
