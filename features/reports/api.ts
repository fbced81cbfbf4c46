import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { TourReport } from './types';

export const reportKeys = {
  tour: (projectId: string) => ['reports', 'tour', projectId] as const,
};

/** GET /v1/projects/{id}/report: read when the tab opens, and again when the manager comes back to the page. */
export function useTourReport(projectId: string) {
  return useQuery({ queryKey: reportKeys.tour(projectId), queryFn: () => apiFetch<TourReport>(`/v1/projects/${projectId}/report`) });
}
