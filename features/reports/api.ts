import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { downloadApiFile } from '@/lib/api-client/download-file';
import type { Locale } from '@/lib/i18n/locale';
import type { DispatchProposal, TourForecast, TourReport } from './types';

export const reportKeys = {
  tour: (projectId: string) => ['reports', 'tour', projectId] as const,
  forecast: (projectId: string) => ['reports', 'forecast', projectId] as const,
};

/** GET /v1/projects/{id}/report: read when the tab opens, and again when the manager comes back to the page. */
export function useTourReport(projectId: string) {
  return useQuery({ queryKey: reportKeys.tour(projectId), queryFn: () => apiFetch<TourReport>(`/v1/projects/${projectId}/report`) });
}

/** GET /v1/projects/{id}/forecast: the next date to stock and the warehouse's run-out dates. */
export function useTourForecast(projectId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: reportKeys.forecast(projectId), queryFn: () => apiFetch<TourForecast>(`/v1/projects/${projectId}/forecast`), enabled: options.enabled ?? true });
}

/** GET /v1/events/{id}/dispatch-proposal: asked when the manager wants it (the levels change with every sale). */
export function fetchDispatchProposal(eventId: string, fromInventoryId: string): Promise<DispatchProposal> {
  return apiFetch<DispatchProposal>(`/v1/events/${eventId}/dispatch-proposal`, { query: { fromInventoryId } });
}

/** The report as a PDF, in the page's language, saved under the server's file name. */
export function useDownloadReportPdf(projectId: string) {
  return useMutation({ mutationFn: (language: Locale) => downloadApiFile(`/v1/projects/${projectId}/report.pdf`, { lang: language }, 'rapport.pdf') });
}
