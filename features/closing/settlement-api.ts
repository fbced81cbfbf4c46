import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { downloadApiFile } from '@/lib/api-client/download-file';
import type { Locale } from '@/lib/i18n/locale';
import type { SettlementView } from './settlement-types';

export const settlementKeys = {
  all: ['settlement'] as const,
  detail: (eventId: string) => ['settlement', eventId] as const,
};

/** GET /v1/events/{id}/settlement: a closed event's figures do not change, so they are read once per visit. */
export function useSettlement(eventId: string) {
  return useQuery({
    queryKey: settlementKeys.detail(eventId),
    queryFn: () => apiFetch<SettlementView>(`/v1/events/${eventId}/settlement`),
  });
}

export type SettlementFormat = 'pdf' | 'csv';

/**
 * The settlement's PDF or CSV, handed to the browser as a download under the server's file name.
 */
export function downloadSettlement(eventId: string, format: SettlementFormat, language: Locale): Promise<void> {
  return downloadApiFile(`/v1/events/${eventId}/settlement.${format}`, { lang: language }, `bilan.${format}`);
}

export function useDownloadSettlement(eventId: string) {
  return useMutation({ mutationFn: ({ format, language }: { format: SettlementFormat; language: Locale }) => downloadSettlement(eventId, format, language) });
}
