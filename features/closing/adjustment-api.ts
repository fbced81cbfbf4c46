import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isUnanswered } from '@/features/orders';
import { apiFetch, isApiError } from '@/lib/api-client';
import type { CreateAdjustmentInput } from './schemas';
import { settlementKeys } from './settlement-api';
import type { SettlementAdjustment } from './settlement-types';

/**
 * POST /v1/events/{id}/adjustments, a refund after the closing. One Idempotency-Key per attempt of the form: an
 * unanswered send (network, 5xx) is retried, and sent again by the user, with the same key, so that the customer is
 * never refunded twice; once the server has answered (201 or a refusal, which records nothing), the next attempt gets a
 * new key. The settlement is read again on success, since it lists the adjustments.
 */
export function useCreateAdjustment(eventId: string) {
  const queryClient = useQueryClient();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const mutation = useMutation({
    mutationFn: (input: CreateAdjustmentInput) =>
      apiFetch<SettlementAdjustment>(`/v1/events/${eventId}/adjustments`, { method: 'POST', body: input, headers: { 'Idempotency-Key': key } }),
    retry: (failures, error) => isUnanswered(error) && failures < 2,
    onSuccess: async () => {
      setKey(crypto.randomUUID());
      await queryClient.invalidateQueries({ queryKey: settlementKeys.detail(eventId) });
    },
    onError: async (error) => {
      if (isUnanswered(error)) return;
      setKey(crypto.randomUUID());
      // An earlier unanswered attempt went through after all: the list shows it before the user tries again.
      if (isApiError(error) && error.errorCode === 'IDEMPOTENCY_KEY_REUSED') await queryClient.invalidateQueries({ queryKey: settlementKeys.detail(eventId) });
    },
  });
  return mutation;
}
