import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { isUnanswered, orderKeys } from './api';
import type { CashMovementView } from './drawer';
import type { CashMovementInput } from './schemas';
import { shiftReportKey } from './shift-report-api';

export const cashMovementsKey = (standId: string) => [...orderKeys.all, 'cash-movements', standId] as const;

/** The stand's cash movements, oldest first (GET /v1/stands/{id}/cash-movements). */
export function useCashMovements(standId: string) {
  return useQuery({
    queryKey: cashMovementsKey(standId),
    queryFn: () => apiFetch<CashMovementView[]>(`/v1/stands/${standId}/cash-movements`),
  });
}

/**
 * Records a movement with the caller's Idempotency-Key: one key per movement the seller means, so an unanswered
 * attempt sent again (twice at most) is the same movement, never a second one.
 */
export function useRecordCashMovement(standId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: CashMovementInput; key: string }) =>
      apiFetch<CashMovementView>(`/v1/stands/${standId}/cash-movements`, { method: 'POST', body: input, headers: { 'Idempotency-Key': key } }),
    retry: (failures, error) => isUnanswered(error) && failures < 2,
    onSuccess: (movement) => {
      queryClient.setQueryData<CashMovementView[]>(cashMovementsKey(standId), (list) => (list?.some((row) => row.id === movement.id) ? list : [...(list ?? []), movement]));
      void queryClient.invalidateQueries({ queryKey: shiftReportKey(standId) });
    },
  });
}
