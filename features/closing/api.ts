import { useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '@/lib/api-client';
import type { ClosingData } from './types';

export const closingKeys = {
  data: (eventId: string) => ['closing', eventId] as const,
};

/** GET /v1/events/{id}/closing: what the wizard pre-fills; read again on focus, as sales may still come in. */
export function useClosingData(eventId: string) {
  return useQuery({ queryKey: closingKeys.data(eventId), queryFn: () => apiFetch<ClosingData>(`/v1/events/${eventId}/closing`) });
}

/** A call of the confirmation run through the app's API client: its answer or its refusal, never a throw for a 4xx/5xx. */
export async function closingApiCall(path: string, init: { method: string; body?: unknown; idempotencyKey?: string }): Promise<{ status: number; body: unknown }> {
  try {
    const body = await apiFetch<unknown>(path, {
      method: init.method as 'GET' | 'POST' | 'PUT',
      body: init.body,
      headers: init.idempotencyKey ? { 'Idempotency-Key': init.idempotencyKey } : undefined,
    });
    return { status: 200, body };
  } catch (error) {
    if (isApiError(error)) return { status: error.status, body: error.body };
    throw error;
  }
}
