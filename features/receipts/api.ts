import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { ReceiptEmailInput } from './schemas';

/** For the register: sends the receipt link to the customer's address (204). */
export function useSendReceiptEmail() {
  return useMutation({
    mutationFn: ({ orderId, ...body }: ReceiptEmailInput & { orderId: string }) => apiFetch<void>(`/v1/orders/${encodeURIComponent(orderId)}/receipt-email`, { method: 'POST', body }),
  });
}
