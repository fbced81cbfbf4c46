import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { ReceiptEmailInput } from './schemas';
import type { ReceiptView } from './types';

/** For the register: sends the receipt link to the customer's address (204). */
export function useSendReceiptEmail() {
  return useMutation({
    mutationFn: ({ orderId, ...body }: ReceiptEmailInput & { orderId: string }) => apiFetch<void>(`/v1/orders/${encodeURIComponent(orderId)}/receipt-email`, { method: 'POST', body }),
  });
}

/**
 * For the register: prints a sale's receipt again. The key is made once per tap by the caller, so that a retry of that
 * tap answers the same duplicate instead of counting another.
 */
export function useReprintReceipt() {
  return useMutation({
    mutationFn: ({ orderId, idempotencyKey }: { orderId: string; idempotencyKey: string }) =>
      apiFetch<ReceiptView>(`/v1/orders/${encodeURIComponent(orderId)}/receipt-reprint`, { method: 'POST', headers: { 'Idempotency-Key': idempotencyKey } }),
  });
}
