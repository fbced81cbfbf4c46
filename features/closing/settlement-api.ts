import { useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiBaseUrl, apiFetch } from '@/lib/api-client';
import { getCachedAccessToken } from '@/lib/api-client/session-token';
import type { Locale } from '@/lib/i18n/locale';
import { downloadBlob } from '@/lib/csv';
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
 * The settlement's PDF or CSV, fetched with the bearer token (a plain link would carry none) and handed to the
 * browser as a download under the server's file name.
 */
export async function downloadSettlement(eventId: string, format: SettlementFormat, language: Locale): Promise<void> {
  const token = await getCachedAccessToken();
  const response = await fetch(`${apiBaseUrl}/v1/events/${eventId}/settlement.${format}?lang=${language}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null));
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `bilan.${format}`;
  downloadBlob(name, await response.blob());
}

export function useDownloadSettlement(eventId: string) {
  return useMutation({ mutationFn: ({ format, language }: { format: SettlementFormat; language: Locale }) => downloadSettlement(eventId, format, language) });
}
