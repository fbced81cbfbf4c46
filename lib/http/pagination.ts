import { z } from 'zod';

/** `?page=1&limit=50` on every list (limit at most 200). */
export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type Pagination = z.infer<typeof paginationQuery>;

export interface Page<T> {
  data: T[];
  meta: { page: number; limit: number; total: number };
}

export function offsetOf(pagination: Pagination): number {
  return (pagination.page - 1) * pagination.limit;
}

/** One page of a list already read whole (a tour's few inventories). */
export function pageOf<T>(items: T[], pagination: Pagination): Page<T> {
  const start = offsetOf(pagination);
  return toPage(items.slice(start, start + pagination.limit), items.length, pagination);
}

export function toPage<T>(data: T[], total: number, pagination: Pagination): Page<T> {
  return { data, meta: { page: pagination.page, limit: pagination.limit, total } };
}
