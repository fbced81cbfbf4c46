import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { isUnanswered } from './api';
import type { ShiftReport, ShiftReportEmailInput, ShiftReportEmailSent } from './shift-report';

/** Under the orders' root, so that a sale, a refund or a count (which refresh `['orders']`) read it again. */
export const shiftReportKey = (standId: string) => ['orders', 'shift-report', standId] as const;

/** GET /v1/stands/{id}/shift-report: the stand's Z, read again whenever a screen shows it. */
export function useShiftReport(standId: string, enabled = true) {
  return useQuery({
    queryKey: shiftReportKey(standId),
    queryFn: () => apiFetch<ShiftReport>(`/v1/stands/${standId}/shift-report`),
    staleTime: 0,
    enabled,
  });
}

/**
 * POST /v1/stands/{id}/shift-report/email. One Idempotency-Key per press of "Envoyer", kept through the hook's
 * retries, so that a lost answer never sends the report twice.
 */
export function useSendShiftReport(standId: string) {
  return useMutation({
    mutationFn: ({ key, ...body }: ShiftReportEmailInput & { key: string }) =>
      apiFetch<ShiftReportEmailSent>(`/v1/stands/${standId}/shift-report/email`, { method: 'POST', body, headers: { 'Idempotency-Key': key } }),
    retry: (failures, error) => failures < 2 && isUnanswered(error),
  });
}
