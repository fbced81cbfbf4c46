import { useMutation, useQuery } from '@tanstack/react-query';
import { apiBaseUrl, apiFetch } from '@/lib/api-client';
import type { ReceiptEmailInput, ReceiptLanguage } from './schemas';
import type { ReceiptView } from './types';

export const receiptKeys = {
  all: ['receipts'] as const,
  detail: (orderId: string, token: string) => [...receiptKeys.all, orderId, token] as const,
};

/** The public receipt (no credentials: the link's token is the key). */
export function useReceipt(orderId: string, token: string, enabled = true) {
  return useQuery({
    queryKey: receiptKeys.detail(orderId, token),
    queryFn: ({ signal }) => apiFetch<ReceiptView>(`/v1/orders/${encodeURIComponent(orderId)}/receipt`, { query: { token }, auth: false, signal }),
    enabled: enabled && Boolean(orderId && token),
  });
}

/** Where the receipt's PDF downloads from, in the page's language. */
export function receiptPdfUrl(orderId: string, token: string, language: ReceiptLanguage): string {
  const query = new URLSearchParams({ token, ...(language === 'en' ? { lang: 'en' } : {}) });
  return `${apiBaseUrl}/v1/orders/${encodeURIComponent(orderId)}/receipt.pdf?${query.toString()}`;
}

/** For the register: sends the receipt link to the customer's address (204). */
export function useSendReceiptEmail() {
  return useMutation({
    mutationFn: ({ orderId, ...body }: ReceiptEmailInput & { orderId: string }) => apiFetch<void>(`/v1/orders/${encodeURIComponent(orderId)}/receipt-email`, { method: 'POST', body }),
  });
}
