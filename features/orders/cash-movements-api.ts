import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { Page } from '@/lib/http/pagination';
import { isUnanswered, orderKeys } from './api';
import type { CashMovementView } from './drawer';
import type { CashMovementInput } from './schemas';
import { shiftReportKey } from './shift-report-api';

export const cashMovementsKey = (standId: string) => [...orderKeys.all, 'cash-movements', standId] as const;

/** The most a page holds: a stand's day has far fewer movements, so the register reads them in one page. */
const WHOLE_DAY = 200;

/** The stand's cash movements, oldest first (GET /v1/stands/{id}/cash-movements), in one page. */
export function useCashMovements(standId: string) {
  return useQuery({
    queryKey: cashMovementsKey(standId),
    queryFn: () => apiFetch<Page<CashMovementView>>(`/v1/stands/${standId}/cash-movements`, { query: { page: 1, limit: WHOLE_DAY } }),
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
      queryClient.setQueryData<Page<CashMovementView>>(cashMovementsKey(standId), (page) =>
        !page || page.data.some((row) => row.id === movement.id) ? page : { data: [...page.data, movement], meta: { ...page.meta, total: page.meta.total + 1 } },
      );
      void queryClient.invalidateQueries({ queryKey: shiftReportKey(standId) });
    },
  });
}
