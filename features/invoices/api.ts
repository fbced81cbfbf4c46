import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { downloadApiFile } from '@/lib/api-client/download-file';
import type { Locale } from '@/lib/i18n/locale';
import type { BillingPeriodInput, UpdatePlanFeeInput } from './schemas';
import type { FeeInvoicesOutcome, InvoiceView, PayoutView, PlanFeeView } from './types';

export interface BillingPage<T> {
  data: T[];
  meta: { page: number; limit: number; total: number };
}

export interface PageParams {
  page?: number;
  limit?: number;
}

export const invoiceKeys = {
  all: ['invoices'] as const,
  planFees: () => [...invoiceKeys.all, 'plan-fees'] as const,
  clientInvoices: (clientId: string) => [...invoiceKeys.all, 'client', clientId] as const,
  clientInvoicesPage: (clientId: string, params: PageParams) => [...invoiceKeys.clientInvoices(clientId), params] as const,
  clientPayouts: (clientId: string) => [...invoiceKeys.all, 'payouts', clientId] as const,
  clientPayoutsPage: (clientId: string, params: PageParams) => [...invoiceKeys.clientPayouts(clientId), params] as const,
};

export function usePlanFees() {
  return useQuery({ queryKey: invoiceKeys.planFees(), queryFn: () => apiFetch<PlanFeeView[]>('/v1/plan-fees') });
}

export function useUpdatePlanFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ plan, input }: { plan: PlanFeeView['plan']; input: UpdatePlanFeeInput }) => apiFetch<PlanFeeView>(`/v1/plan-fees/${plan}`, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.planFees() }),
  });
}

export function useClientInvoices(clientId: string | null | undefined, params: PageParams = {}) {
  return useQuery({
    queryKey: invoiceKeys.clientInvoicesPage(clientId ?? '', params),
    queryFn: () => apiFetch<BillingPage<InvoiceView>>(`/v1/clients/${clientId}/invoices`, { query: { ...params } }),
    enabled: Boolean(clientId),
    placeholderData: keepPreviousData,
  });
}

export function useClientPayouts(clientId: string | null | undefined, params: PageParams = {}) {
  return useQuery({
    queryKey: invoiceKeys.clientPayoutsPage(clientId ?? '', params),
    queryFn: () => apiFetch<BillingPage<PayoutView>>(`/v1/clients/${clientId}/payouts`, { query: { ...params } }),
    enabled: Boolean(clientId),
    placeholderData: keepPreviousData,
  });
}

/** Admins: one client's fee invoice of a period (issued, or the one issued before). */
export function useInvoiceClientFees(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (period: BillingPeriodInput) => apiFetch<InvoiceView>(`/v1/clients/${clientId}/invoice-fees`, { method: 'POST', body: period }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.clientInvoices(clientId) }),
  });
}

/** Admins: every client's fee invoice of a period. */
export function useInvoiceAllFees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (period: BillingPeriodInput) => apiFetch<FeeInvoicesOutcome>('/v1/clients/invoices-fees', { method: 'POST', body: period }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}

export function useCreditInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invoice: Pick<InvoiceView, 'id' | 'clientId'>) => apiFetch<InvoiceView>(`/v1/invoices/${invoice.id}/credit-note`, { method: 'POST' }),
    onSuccess: (credit) => queryClient.invalidateQueries({ queryKey: invoiceKeys.clientInvoices(credit.clientId) }),
  });
}

export function useMarkPayoutPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payoutId: string) => apiFetch<PayoutView>(`/v1/payouts/${payoutId}/paid`, { method: 'PUT' }),
    onSuccess: (payout) => queryClient.invalidateQueries({ queryKey: invoiceKeys.clientPayouts(payout.clientId) }),
  });
}

/** A billing PDF, saved under the server's file name. */
export function downloadBillingPdf(path: `/v1/invoices/${string}/pdf` | `/v1/payouts/${string}/statement`, language: Locale): Promise<void> {
  return downloadApiFile(path, { lang: language }, 'document.pdf');
}

export function useDownloadBillingPdf() {
  return useMutation({ mutationFn: ({ path, language }: { path: Parameters<typeof downloadBillingPdf>[0]; language: Locale }) => downloadBillingPdf(path, language) });
}
