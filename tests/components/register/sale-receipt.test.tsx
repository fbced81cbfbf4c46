import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@/features/orders';
import { SaleReceipt } from '@/features/register/components/sale-receipt';
import { plainText } from '../../support/render-screen';
import { renderInFrench } from './register-fixtures';

const state = vi.hoisted(() => ({ apiFetch: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/api-client')>()), apiFetch: state.apiFetch }));

const order = {
  id: 'o-1',
  ticketNumber: 42,
  receiptNumber: '42',
  paymentMethod: 'cash',
  totalInclVat: 2000,
  changeGiven: 500,
  payments: [{ id: 'p-1', method: 'cash', status: 'succeeded', amount: 2000 }],
  customerEmail: null,
  items: [{ id: 'item-1', productTitle: 'Casquette', variantTitle: null, quantity: 1, lineTotal: 2000 }],
  receiptUrl: '/receipts/o-1?token=t',
} as unknown as OrderView;

/** Seconds go by one at a time, as the countdown ticks. */
function secondsPass(count: number) {
  for (let second = 0; second < count; second += 1) {
    act(() => {
      vi.advanceTimersByTime(1000);
    });
  }
}

const countdown = () => plainText(screen.getByRole('timer').textContent);

beforeEach(() => {
  vi.useFakeTimers();
  state.apiFetch.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('the receipt after a sale', () => {
  it('counts down on screen and goes back to a new sale by itself', () => {
    const onNewSale = vi.fn();
    renderInFrench(<SaleReceipt order={order} onNewSale={onNewSale} />);
    expect(countdown()).toBe('Nouvelle vente dans 8 secondes');
    secondsPass(7);
    expect(countdown()).toBe('Nouvelle vente dans 1 seconde');
    expect(onNewSale).not.toHaveBeenCalled();
    secondsPass(1);
    expect(onNewSale).toHaveBeenCalledTimes(1);
  });

  it('stays while the customer gives an e-mail address, until the seller asks for a new sale', () => {
    const onNewSale = vi.fn();
    renderInFrench(<SaleReceipt order={order} onNewSale={onNewSale} />);
    secondsPass(3);
    const email = screen.getByLabelText('Envoyer le reçu par e-mail (facultatif)');
    fireEvent.focus(email);
    fireEvent.change(email, { target: { value: 'fan@example.test' } });
    secondsPass(30);
    expect(onNewSale).not.toHaveBeenCalled();
    expect(countdown()).toMatch(/^Le reçu reste affiché/);
    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle vente' }));
    expect(onNewSale).toHaveBeenCalledTimes(1);
  });

  it('stays when the QR code’s link is used', () => {
    const onNewSale = vi.fn();
    renderInFrench(<SaleReceipt order={order} onNewSale={onNewSale} />);
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Ouvrir le reçu' }));
    secondsPass(10);
    expect(onNewSale).not.toHaveBeenCalled();
  });
});
