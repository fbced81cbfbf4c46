import type { ReactNode } from 'react';
import { renderScreen } from '../../support/render-screen';
import type { InvoiceView, PayoutView } from '@/features/invoices/types';

export const clientId = '00000000-0000-4000-8000-0000000000c1';

export function invoice(changes: Partial<InvoiceView> = {}): InvoiceView {
  return {
    id: '00000000-0000-4000-8000-0000000000f1',
    clientId,
    kind: 'fees',
    status: 'issued',
    number: 'F-2026-0007',
    periodStart: '2026-10-01',
    periodEnd: '2026-10-31',
    issuedAt: '2026-11-01T06:00:00.000Z',
    dueAt: '2026-12-01',
    paidAt: null,
    totalExclVat: 102_880,
    totalVat: 20_576,
    totalInclVat: 123_456,
    seller: null,
    buyer: null,
    creditedInvoiceId: null,
    creditedInvoiceNumber: null,
    lines: [],
    createdAt: '2026-11-01T06:00:00.000Z',
    ...changes,
  };
}

export function payout(changes: Partial<PayoutView> = {}): PayoutView {
  return {
    id: '00000000-0000-4000-8000-0000000000p1'.replace('p', 'a'),
    clientId,
    eventId: '00000000-0000-4000-8000-0000000000e1',
    eventName: 'Lyon — Transbordeur',
    status: 'scheduled',
    cardTakings: 250_000,
    commission: 3_750,
    deductions: 0,
    amount: 246_250,
    dueAt: '2026-11-20',
    paidAt: null,
    createdAt: '2026-11-10T22:00:00.000Z',
    ...changes,
  };
}

export const page = <T,>(data: T[]) => ({ data, meta: { page: 1, limit: 100, total: data.length } });

/** Renders a screen of this domain as its pages do: invoices texts added to the global ones. */
export const renderWithProviders = (children: ReactNode) => renderScreen(children, { namespaces: ['invoices'] });

export { plainText as text } from '../../support/render-screen';
