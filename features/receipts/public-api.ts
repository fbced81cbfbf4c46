import { useQuery } from '@tanstack/react-query';
import { apiBaseUrl, publicApiFetch } from '@/lib/api-client/public';
import type { ReceiptLanguage } from './schemas';
import type { ReceiptView } from './types';

// The customer's calls, with no account: apart from api.ts, whose register call needs the session client.

export const receiptKeys = {
  all: ['receipts'] as const,
  detail: (orderId: string, token: string) => [...receiptKeys.all, orderId, token] as const,
};

/** The public receipt (no credentials: the link's token is the key). */
export function useReceipt(orderId: string, token: string, enabled = true) {
  return useQuery({
    queryKey: receiptKeys.detail(orderId, token),
    queryFn: ({ signal }) => publicApiFetch<ReceiptView>(`/v1/orders/${encodeURIComponent(orderId)}/receipt`, { query: { token }, auth: false, signal }),
    enabled: enabled && Boolean(orderId && token),
  });
}

/** Where the receipt's PDF downloads from, in the page's language. */
export function receiptPdfUrl(orderId: string, token: string, language: ReceiptLanguage): string {
  const query = new URLSearchParams({ token, ...(language === 'en' ? { lang: 'en' } : {}) });
  return `${apiBaseUrl}/v1/orders/${encodeURIComponent(orderId)}/receipt.pdf?${query.toString()}`;
}
