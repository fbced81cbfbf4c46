import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isUnanswered } from '@/features/orders';
import type { HandoverProof } from '@/features/shops/schemas';
import type { CollectionPage, CollectionView } from '@/features/shops/types';
import { apiFetch } from '@/lib/api-client';

/** Under the orders' root: a refund or a new shop order refreshes the collection lists too. */
export const collectionKeys = {
  all: (standId: string) => ['orders', 'collections', standId] as const,
  list: (standId: string, query: CollectionQuery) => ['orders', 'collections', standId, 'list', query] as const,
};

export interface CollectionQuery {
  state: 'toCollect' | 'handedOver';
  q?: string;
  page: number;
  limit: number;
}

/** GET /v1/stands/{id}/collections, asked again every 30 s: spectators keep paying while the stand works. */
export function useCollections(standId: string, query: CollectionQuery, enabled = true) {
  return useQuery({
    queryKey: collectionKeys.list(standId, query),
    queryFn: () => apiFetch<CollectionPage>(`/v1/stands/${standId}/collections`, { query: { ...query } }),
    refetchInterval: 30_000,
    enabled,
  });
}

/** The order a scanned QR code names, its secret checked (POST /v1/stands/{id}/collections/scan). */
export function scanCollection(standId: string, code: string) {
  return apiFetch<CollectionView>(`/v1/stands/${standId}/collections/scan`, { method: 'POST', body: { code } });
}

export type CollectionChange = {
  orderId: string;
  /** The handover's key, made once per order on this tablet: a retry after a lost answer is the same handover. */
  idempotencyKey: string;
} & ({ status: 'prepared' } | { status: 'exchanged'; proof: HandoverProof });

/** PUT /v1/stands/{id}/collections/{orderId}; an unanswered attempt is retried with the same key. */
export function useChangeCollection(standId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, idempotencyKey, ...body }: CollectionChange) =>
      apiFetch<CollectionView>(`/v1/stands/${standId}/collections/${orderId}`, { method: 'PUT', body, headers: { 'Idempotency-Key': idempotencyKey } }),
    retry: (failures, error) => isUnanswered(error) && failures < 2,
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all(standId) }),
  });
}
