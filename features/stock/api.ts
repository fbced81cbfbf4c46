import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiFetch, keepAnswer } from '@/lib/api-client';
import type { Page } from '@/lib/http/pagination';
import type { InventoryChangeKind, InventoryChangeView, InventoryKind, InventoryMatrix, InventoryView, ReceiptType, TransferStatus, TransferType, TransferView } from './types';

/** React Query hooks of the stock API; one key root so that any stock write refreshes every stock screen. */
export const stockKeys = {
  all: ['stock'] as const,
  inventories: (projectId: string, query: Record<string, unknown> = {}) => [...stockKeys.all, 'inventories', projectId, query] as const,
  matrix: (projectId: string, query: Record<string, unknown>) => [...stockKeys.all, 'matrix', projectId, query] as const,
  changes: (projectId: string, query: Record<string, unknown>) => [...stockKeys.all, 'changes', projectId, query] as const,
  counts: (projectId: string, query: Record<string, unknown>) => [...stockKeys.all, 'counts', projectId, query] as const,
  zones: (projectId: string) => [...stockKeys.all, 'zones', projectId] as const,
  transfers: (query: Record<string, unknown>) => [...stockKeys.all, 'transfers', query] as const,
  transfer: (id: string) => [...stockKeys.all, 'transfer', id] as const,
};

export interface StockLine {
  productVariantId: string;
  quantity: number;
}

export type ChangesFilter = {
  page?: number;
  limit?: number;
  kind?: InventoryChangeKind[];
  inventoryId?: string;
  productId?: string;
  from?: string;
  to?: string;
};

export function useInventories(projectId: string, query: { kind?: InventoryKind[]; eventId?: string } = {}) {
  return useQuery({
    queryKey: stockKeys.inventories(projectId, query),
    queryFn: async () => (await apiFetch<Page<InventoryView>>('/v1/inventories', { query: { projectId, ...query, limit: 200 } })).data,
  });
}

export function useStockMatrix(projectId: string, query: { eventId?: string; q?: string; category?: string[] } = {}) {
  return useQuery({
    queryKey: stockKeys.matrix(projectId, query), queryFn: () => apiFetch<InventoryMatrix>(`/v1/projects/${projectId}/inventory-levels-full`, { query }),
    // A filter change keeps the former table on screen until the new one arrives, instead of a skeleton flash.
    placeholderData: keepPreviousData,
  });
}

export function useStockChanges(projectId: string, filter: ChangesFilter) {
  return useQuery({
    queryKey: stockKeys.changes(projectId, filter),
    queryFn: () => apiFetch<Page<InventoryChangeView>>(`/v1/projects/${projectId}/inventory-level-changes`, { query: { limit: 50, ...filter } }),
    placeholderData: keepPreviousData,
  });
}

/** Every page of the ledger with this filter, for the CSV export (200 rows per call). */
export async function fetchAllStockChanges(projectId: string, filter: Omit<ChangesFilter, 'page' | 'limit'>): Promise<InventoryChangeView[]> {
  const rows: InventoryChangeView[] = [];
  for (let page = 1; ; page += 1) {
    const result = await apiFetch<Page<InventoryChangeView>>(`/v1/projects/${projectId}/inventory-level-changes`, { query: { ...filter, page, limit: 200 } });
    rows.push(...result.data);
    if (rows.length >= result.meta.total || !result.data.length) return rows;
  }
}

export function useStockChangeCounts(projectId: string, filter: Omit<ChangesFilter, 'page' | 'limit' | 'kind'>) {
  return useQuery({
    queryKey: stockKeys.counts(projectId, filter),
    queryFn: () => apiFetch<Record<InventoryChangeKind, { rows: number; units: number }>>(`/v1/projects/${projectId}/inventory-level-changes/counts`, { query: filter }),
  });
}

export function useZones(projectId: string, enabled = true) {
  return useQuery({
    queryKey: stockKeys.zones(projectId),
    queryFn: async () => (await apiFetch<Page<InventoryView>>('/v1/inventory-zones', { query: { projectId, limit: 200 } })).data,
    enabled,
  });
}

export function useTransfers(query: { projectId?: string; status?: TransferStatus[]; type?: TransferType[]; inventoryId?: string; eventId?: string; page?: number }) {
  return useQuery({
    queryKey: stockKeys.transfers(query),
    queryFn: () => apiFetch<Page<TransferView>>('/v1/inventory-transfers', { query: { limit: 50, ...query } }),
    placeholderData: keepPreviousData,
  });
}

export function useTransfer(id: string | undefined) {
  return useQuery({ queryKey: stockKeys.transfer(id ?? ''), queryFn: () => apiFetch<TransferView>(`/v1/inventory-transfers/${id}`), enabled: Boolean(id) });
}

/**
 * A stock write: one Idempotency-Key per attempt made by the user (kept across the automatic retries of that
 * attempt, renewed after a success), so that a flaky network never moves stock twice.
 */
function useStockMutation<I, R>(request: (input: I, headers: Record<string, string>) => Promise<R>) {
  const queryClient = useQueryClient();
  const [key, setKey] = useState(() => crypto.randomUUID());
  return useMutation({
    mutationFn: (input: I) => request(input, { 'Idempotency-Key': key }),
    onSuccess: async (result) => {
      setKey(crypto.randomUUID());
      if (result && typeof result === 'object' && 'items' in result && 'id' in result) await keepAnswer(queryClient, stockKeys.transfer((result as unknown as TransferView).id), result);
      await queryClient.invalidateQueries({ queryKey: stockKeys.all });
    },
  });
}

export function useSupplyWarehouse(projectId: string) {
  return useStockMutation((input: { items: StockLine[]; reference?: string | null }, headers) =>
    apiFetch<{ inventoryId: string; quantity: number }>(`/v1/projects/${projectId}/inventory-levels/warehouse-supply`, { method: 'PUT', body: input, headers }),
  );
}

export function useCreateZone(projectId: string) {
  return useStockMutation((input: { name: string }, headers) => apiFetch<InventoryView>(`/v1/projects/${projectId}/inventory-zone`, { method: 'POST', body: input, headers }));
}

export function useRenameZone(projectId: string) {
  return useStockMutation((input: { id: string; name: string }) => apiFetch<InventoryView>(`/v1/projects/${projectId}/inventory-zone`, { method: 'PUT', body: input }));
}

export interface TransferBody {
  fromInventoryId: string;
  toInventoryId: string;
  type: TransferType;
  eventId?: string | null;
  note?: string | null;
  items: StockLine[];
}

export function useCreateTransfer() {
  return useStockMutation((input: TransferBody, headers) => apiFetch<TransferView>('/v1/inventory-transfers', { method: 'POST', body: input, headers }));
}

export interface DispatchBody {
  projectId: string;
  fromInventoryId: string;
  eventId?: string | null;
  type?: TransferType;
  note?: string | null;
  transfers: { toInventoryId: string; items: StockLine[] }[];
}

export function useDispatchStock() {
  return useStockMutation((input: DispatchBody, headers) => apiFetch<TransferView[]>('/v1/project-inventory-transfers', { method: 'POST', body: input, headers }));
}

export function useRecordReceipts(transferId: string) {
  return useStockMutation((receipts: { transferItemId: string; type: ReceiptType; quantity: number }[]) =>
    apiFetch<TransferView>(`/v1/inventory-transfers/${transferId}/receipts`, { method: 'PUT', body: { receipts } }),
  );
}

export function useCompleteTransfer(transferId: string) {
  return useStockMutation((input: { remaining?: 'success' | 'missing' }, headers) => apiFetch<TransferView>(`/v1/inventory-transfers/${transferId}/complete`, { method: 'PUT', body: input, headers }));
}

/**
 * Receives every unit of a transfer just made, as accepted: the manager who sends stock to a stand they sell at
 * receives it in the same step (issue #25). The tour's writers may receive any transfer of the tour.
 */
export function useReceiveAtOnce() {
  return useStockMutation((transferId: string, headers) =>
    apiFetch<TransferView>(`/v1/inventory-transfers/${transferId}/complete`, { method: 'PUT', body: { remaining: 'success' }, headers }),
  );
}

export function useCancelTransfer(transferId: string) {
  return useStockMutation(() => apiFetch<TransferView>(`/v1/inventory-transfers/${transferId}/cancel`, { method: 'PUT' }));
}

export function useCancelDispatch(transferId: string) {
  return useStockMutation(() => apiFetch<{ canceled: number }>(`/v1/inventory-transfers/${transferId}/cancel-project`, { method: 'PUT' }));
}
