import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OrderDetail } from '@/features/orders/components/order-detail';
import type { OrderView } from '@/features/orders';
import { renderScreen } from '../../support/render-screen';

const state = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));
vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() } }));

const renderInFrench = (ui: ReactNode) => renderScreen(ui, { namespaces: ['orders'] });

function anOrder(overrides: Partial<OrderView>): OrderView {
  return {
    id: 'o-1',
    projectId: 'pr-1',
    eventId: 'ev-1',
    eventName: 'Nantes – Le Zénith',
    standId: null,
    standName: null,
    channel: 'shop',
    status: 'paid',
    ticketNumber: 7,
    receiptNumber: '7',
    sellerUserId: null,
    sellerName: null,
    customerEmail: 'camille@test.local',
    paymentMethod: 'card',
    totalExclVat: 6250,
    totalVat: 1250,
    totalInclVat: 7500,
    totalDiscount: 0,
    vatLines: [{ rate: 20, base: 6250, vat: 1250 }],
    amountTendered: null,
    changeGiven: null,
    refundedAmount: 0,
    items: [
      { id: 'item-1', productId: 'p-1', productVariantId: 'v-1', productTitle: 'T-shirt Tournée', variantTitle: 'M', category: 'merchandising', quantity: 3, unitPrice: 2500, vatRate: 20, discount: 0, lineTotal: 7500, lineVat: 1250, refundedQuantity: 0 },
    ],
    payments: [{ id: 'pay-1', method: 'card', status: 'succeeded', amount: 7500, provider: 'sandbox', providerPaymentId: 'sandbox_online_pay-1', failureCode: null, providerMismatch: null, createdAt: '2026-07-14T18:00:00.000Z' }],
    refunds: [],
    createdAt: '2026-07-14T18:00:00.000Z',
    soldAt: '2026-07-14T18:00:00.000Z',
    paidAt: '2026-07-14T18:01:00.000Z',
    canceledAt: null,
    ...overrides,
  } as OrderView;
}

const refundCalls = () => state.apiFetch.mock.calls.filter(([path]) => path === '/v1/orders/o-1/refunds');

beforeEach(() => state.apiFetch.mockReset());

describe('refunding from the order’s detail (manager)', () => {
  it('refunds a shop order to its card only: no cash offered, the lines and key sent, the answer handed back', async () => {
    const refunded = anOrder({ refundedAmount: 2500 });
    state.apiFetch.mockResolvedValue(refunded);
    const onRefunded = vi.fn();
    renderInFrench(<OrderDetail order={anOrder({})} onClose={() => {}} canRefund onRefunded={onRefunded} />);
    expect(screen.getByText(/Boutique en ligne/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rembourser' }));
    const form = screen.getByRole('form', { name: 'Rembourser' });
    expect(within(form).queryByRole('radio', { name: 'Espèces' })).toBeNull();
    expect((within(form).getByRole('radio', { name: 'Carte' }) as HTMLInputElement).checked).toBe(true);
    expect(within(form).getByText(/payée en ligne/)).toBeTruthy();
    fireEvent.change(within(form).getByRole('spinbutton', { name: /Quantité à rembourser – T-shirt Tournée · M/ }), { target: { value: '1' } });
    fireEvent.click(within(form).getByRole('button', { name: /^Rembourser 25,00/ }));
    await waitFor(() => expect(refundCalls()).toHaveLength(1));
    expect(refundCalls()[0]![1]).toMatchObject({
      method: 'POST',
      headers: { 'Idempotency-Key': expect.any(String) },
      body: { items: [{ orderItemId: 'item-1', quantity: 1, damaged: false }], method: 'card' },
    });
    await waitFor(() => expect(onRefunded).toHaveBeenCalledWith(refunded));
  });

  it('offers cash and card for a card sale at a stand', () => {
    renderInFrench(<OrderDetail order={anOrder({ channel: 'event', standId: 'stand-1', standName: 'Hall' })} onClose={() => {}} canRefund />);
    fireEvent.click(screen.getByRole('button', { name: 'Rembourser' }));
    const form = screen.getByRole('form', { name: 'Rembourser' });
    expect(within(form).getByRole('radio', { name: 'Espèces' })).toBeTruthy();
    expect((within(form).getByRole('radio', { name: 'Carte' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows no refund to those who may not write, nor for an order whose money is not in', () => {
    const { unmount } = renderInFrench(<OrderDetail order={anOrder({})} onClose={() => {}} canRefund={false} />);
    expect(screen.queryByRole('button', { name: 'Rembourser' })).toBeNull();
    unmount();
    renderInFrench(<OrderDetail order={anOrder({ status: 'inProgress' })} onClose={() => {}} canRefund />);
    expect(screen.queryByRole('button', { name: 'Rembourser' })).toBeNull();
  });
});

describe('a payment the provider reported for another amount (issue #22)', () => {
  it('is shown as to be checked, with what the provider said and what was due', () => {
    const flagged = anOrder({
      status: 'inProgress',
      paidAt: null,
      payments: [{ id: 'pay-1', method: 'card', status: 'pending', amount: 7500, provider: 'stripe', providerPaymentId: 'cs_1', failureCode: null, providerMismatch: { amount: 100, currency: 'usd', receivedAt: '2026-07-14T18:02:00.000Z' }, createdAt: '2026-07-14T18:00:00.000Z' }],
    });
    renderInFrench(<OrderDetail order={flagged} onClose={() => {}} canRefund={false} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent?.replace(/\s/g, ' ')).toContain('le prestataire a annoncé 1,00 € en USD au lieu de 75,00 € en EUR');
  });
});
