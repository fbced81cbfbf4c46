import { useQuery } from '@tanstack/react-query';
import { eventKeys, type EventView } from '@/features/events';
import type { TrainingSaleView } from '@/features/orders/types';
import type { Product } from '@/features/products';
import { apiFetch } from '@/lib/api-client';
import type { Page } from '@/lib/http/pagination';

/** The register's own reads; they sit under the domains' key roots so that those domains' writes refresh them. */
export const registerKeys = {
  catalogue: (projectId: string) => ['products', 'register', projectId] as const,
  levels: (inventoryId: string) => ['stock', 'register-levels', inventoryId] as const,
};

/** An inventory level as GET /v1/inventory-levels lists it (only what the register reads). */
interface LevelRow {
  productVariantId: string;
  available: number;
}

/** Every page of a list, 200 rows a call (a tour's catalogue, a stand's levels: a few hundred rows at most). */
async function everyPage<T>(path: string, query: Record<string, unknown>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await apiFetch<Page<T>>(path, { query: { ...query, page, limit: 200 } });
    rows.push(...result.data);
    if (rows.length >= result.meta.total || !result.data.length) return rows;
  }
}

/** The seller's events (the API lists only those where they hold a stand), for the sellers home. */
export function useSellerEvents(enabled = true) {
  const query = { limit: 200 };
  return useQuery({ queryKey: eventKeys.list(query), queryFn: () => apiFetch<Page<EventView>>('/v1/events', { query }), enabled });
}

/** The tour's whole catalogue, for the register's product grid. */
export function useRegisterCatalogue(projectId: string | undefined) {
  return useQuery({
    queryKey: registerKeys.catalogue(projectId ?? ''),
    queryFn: () => everyPage<Product>('/v1/products', { projectId }),
    enabled: Boolean(projectId),
  });
}

/** Units available at a stand, by variant id (variants it never held are absent: none to sell). */
export function useStandLevels(inventoryId: string | undefined) {
  return useQuery({
    queryKey: registerKeys.levels(inventoryId ?? ''),
    queryFn: async () => {
      const rows = await everyPage<LevelRow>('/v1/inventory-levels', { inventoryId });
      return Object.fromEntries(rows.map((row) => [row.productVariantId, row.available])) as Record<string, number>;
    },
    enabled: Boolean(inventoryId),
  });
}

/**
 * A training sale of the basket (docs/journal.md, "Training mode"), with the checkout's key: a retry after a lost
 * answer is answered the same receipt.
 */
export function makeTrainingSale(standId: string, idempotencyKey: string, body: Record<string, unknown>): Promise<TrainingSaleView> {
  return apiFetch<TrainingSaleView>(`/v1/stands/${encodeURIComponent(standId)}/training-sales`, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}
