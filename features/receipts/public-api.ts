import { apiBaseUrl, publicApiFetch } from '@/lib/api-client/public';
import { usePublicRead } from '@/lib/api-client/use-public-request';
import type { ReceiptLanguage } from './schemas';
import type { ReceiptView } from './types';

// The customer's calls, with no account: apart from api.ts, whose register call needs the session client and React
// Query (lib/api-client/use-public-request.ts says why the public pages do without it).

/** The public receipt (no credentials: the link's token is the key). */
export function useReceipt(orderId: string, token: string, enabled = true) {
  const path = `/v1/orders/${encodeURIComponent(orderId)}/receipt`;
  return usePublicRead({
    key: enabled && orderId && token ? `${path}?token=${token}` : null,
    read: (signal) => publicApiFetch<ReceiptView>(path, { query: { token }, auth: false, signal }),
  });
}

/** Where the receipt's PDF downloads from, in the page's language. */
export function receiptPdfUrl(orderId: string, token: string, language: ReceiptLanguage): string {
  const query = new URLSearchParams({ token, ...(language === 'en' ? { lang: 'en' } : {}) });
  return `${apiBaseUrl}/v1/orders/${encodeURIComponent(orderId)}/receipt.pdf?${query.toString()}`;
}
