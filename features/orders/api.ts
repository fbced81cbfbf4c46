import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError, keepAnswer } from '@/lib/api-client';
import type { Page } from '@/lib/http/pagination';
import type { CashDetailInput, CreateEventOrderInput, CreateRefundInput, ListOrdersQuery, PayBalanceInput } from './schemas';
import type { OrderView } from './types';

/** React Query hooks of the orders API, shared by the register and the dashboard's sales screens. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (query: Partial<ListOrdersQuery>) => [...orderKeys.all, 'list', query] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  cashDetail: (standId: string) => [...orderKeys.all, 'cash-detail', standId] as const,
};

/** A stand's cash count as GET /v1/stands/{id}/cash-detail answers it. */
export interface CashDetailView {
  id: string;
  standId: string;
  /** Denomination in cents → how many. */
  counts: Record<string, number>;
  total: number;
  countedBy: string | null;
  createdAt: string;
}

/** A write failed without an answer (the network, or a server that fell over): worth sending again, with its key. */
export function isUnanswered(error: unknown): boolean {
  return !isApiError(error) || error.status >= 500;
}

export function useOrders(query: Partial<ListOrdersQuery>, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: () => apiFetch<Page<OrderView>>('/v1/orders', { query }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** One order; `pollMs` reads it again while it waits on something outside (a card reader). */
export function useOrder(id: string | undefined, options: { pollMs?: number | false } = {}) {
  return useQuery({
    queryKey: orderKeys.detail(id ?? ''),
    queryFn: () => apiFetch<OrderView>(`/v1/orders/${id}`),
    enabled: Boolean(id),
    refetchInterval: options.pollMs ?? false,
  });
}

/** Every order write answers the order: it replaces the cached one and the lists are read again. */
function useOrderMutation<I>(request: (input: I) => Promise<OrderView>, retry: number | ((failures: number, error: unknown) => boolean) = 0) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    retry,
    onSuccess: async (order) => {
      await keepAnswer(queryClient, orderKeys.detail(order.id), order);
      await queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'list'] });
    },
  });
}

/**
 * POST /v1/orders-event, a sale at a stand. The Idempotency-Key is the caller's: it belongs to the basket (one per
 * checkout attempt, kept until the server answers), so this hook retries an unanswered attempt with the same key.
 */
export function useCreateEventOrder() {
  return useOrderMutation(
    ({ idempotencyKey, ...input }: CreateEventOrderInput & { idempotencyKey: string }) =>
      apiFetch<OrderView>('/v1/orders-event', { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
    (failures, error) => isUnanswered(error) && failures < 2,
  );
}

/** The sandbox provider's "mode test" buttons: approve or decline the pending card payment. */
export function useSandboxOutcome() {
  return useOrderMutation(({ paymentId, outcome }: { paymentId: string; outcome: 'approve' | 'decline' }) =>
    apiFetch<OrderView>(`/v1/payments/${paymentId}/sandbox-outcome`, { method: 'POST', body: { outcome } }),
  );
}

/**
 * POST /v1/orders/{id}/payments: the rest of a split sale whose card part was declined, by card again or in cash.
 * The caller's Idempotency-Key (one per attempt) makes an unanswered attempt's retry the same payment.
 */
export function usePayBalance() {
  return useOrderMutation(
    ({ orderId, idempotencyKey, ...input }: PayBalanceInput & { orderId: string; idempotencyKey: string }) =>
      apiFetch<OrderView>(`/v1/orders/${orderId}/payments`, { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
    (failures, error) => isUnanswered(error) && failures < 2,
  );
}

/** Gives up a card sale still waiting for its payment: the order is canceled and its units go back. */
export function useCancelOrder() {
  return useOrderMutation((orderId: string) => apiFetch<OrderView>(`/v1/orders/${orderId}`, { method: 'PATCH', body: { status: 'canceled' } }));
}

/**
 * POST /v1/orders/{id}/no-show: a click-and-collect order whose buyer never came, refunded to the card and canceled.
 * The caller's Idempotency-Key makes a retried or doubled click one refund.
 */
export function useCancelNoShowOrder() {
  return useOrderMutation(({ orderId, idempotencyKey }: { orderId: string; idempotencyKey: string }) =>
    apiFetch<OrderView>(`/v1/orders/${orderId}/no-show`, { method: 'POST', headers: { 'Idempotency-Key': idempotencyKey } }),
  );
}

/** POST /v1/orders/{id}/refunds with an Idempotency-Key made by the caller for this attempt. */
export function useRefundOrder() {
  return useOrderMutation(({ orderId, idempotencyKey, ...input }: CreateRefundInput & { orderId: string; idempotencyKey: string }) =>
    apiFetch<OrderView>(`/v1/orders/${orderId}/refunds`, { method: 'POST', body: input, headers: { 'Idempotency-Key': idempotencyKey } }),
  );
}

/** The stand's latest cash count, or null before the first one (204). */
export function useCashDetail(standId: string) {
  return useQuery({
    queryKey: orderKeys.cashDetail(standId),
    queryFn: async () => (await apiFetch<CashDetailView | undefined>(`/v1/stands/${standId}/cash-detail`)) ?? null,
  });
}

export function useRecordCashDetail(standId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CashDetailInput) => apiFetch<CashDetailView>(`/v1/stands/${standId}/cash-detail`, { method: 'POST', body: input }),
    onSuccess: (detail) => keepAnswer(queryClient, orderKeys.cashDetail(standId), detail),
  });
}
