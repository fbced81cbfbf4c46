import { describe, expect, it } from 'vitest';
import { balanceDue, isPartsRefusal, orderMethodOf, paidByMethod, paidWith, salePartsOf } from '@/features/orders/payment-parts';
import { defaultRefundMethod, leftByMethod, refundMethodFits, refundMethods } from '@/features/orders/refund-model';
import { takenRowsOf, takingsOf, takingsOfOrders } from '@/features/orders/takings';

const succeeded = (method: 'cash' | 'card', amount: number) => ({ method, status: 'succeeded', amount });

describe('salePartsOf', () => {
  it('makes the single form one part of the whole total, with the change of cash', () => {
    expect(salePartsOf({ payment: { method: 'cash', amountTendered: 5000 } }, 4200)).toEqual([{ method: 'cash', amount: 4200, amountTendered: 5000, changeGiven: 800 }]);
    expect(salePartsOf({ payment: { method: 'card' } }, 4200)).toEqual([{ method: 'card', amount: 4200, amountTendered: null, changeGiven: null }]);
    expect(salePartsOf({ payment: { method: 'cash', amountTendered: 4000 } }, 4200)).toEqual({ field: 'payment.amountTendered' });
  });

  it('puts the cash part first, with its change, and refuses parts that do not make the total', () => {
    const parts = salePartsOf({ payments: [{ method: 'card', amount: 3000 }, { method: 'cash', amount: 1200, amountTendered: 2000 }] }, 4200);
    expect(parts).toEqual([
      { method: 'cash', amount: 1200, amountTendered: 2000, changeGiven: 800 },
      { method: 'card', amount: 3000, amountTendered: null, changeGiven: null },
    ]);
    // No amount handed over: the exact part, no change.
    expect(salePartsOf({ payments: [{ method: 'cash', amount: 1200 }, { method: 'card', amount: 3000 }] }, 4200)).toMatchObject([{ amountTendered: 1200, changeGiven: 0 }, {}]);
    expect(salePartsOf({ payments: [{ method: 'cash', amount: 1200 }, { method: 'card', amount: 2999 }] }, 4200)).toEqual({ field: 'payments' });
    const short = salePartsOf({ payments: [{ method: 'card', amount: 3000 }, { method: 'cash', amount: 1200, amountTendered: 1000 }] }, 4200);
    expect(isPartsRefusal(short) && short.field).toBe('payments.1.amountTendered');
  });

  it('names the order’s one method card as soon as a card part is in it', () => {
    expect(orderMethodOf([{ method: 'cash' }, { method: 'card' }])).toBe('card');
    expect(orderMethodOf([{ method: 'cash' }, { method: 'cash' }])).toBe('cash');
  });

  it('leaves to pay the total less the succeeded payments, a declined card part counting for nothing', () => {
    expect(balanceDue({ totalInclVat: 6000, payments: [succeeded('cash', 2000), { method: 'card', status: 'failed', amount: 4000 }] })).toBe(4000);
    expect(balanceDue({ totalInclVat: 6000, payments: [succeeded('cash', 2000), succeeded('card', 4000)] })).toBe(0);
  });
});

describe('takings of split orders', () => {
  it('counts each part in its channel, the sale in both channels and once in the total', () => {
    const rows = takenRowsOf({ online: false, paymentMethod: 'card', totalInclVat: 6000, paid: [succeeded('cash', 2000), succeeded('card', 4000)] });
    expect(rows).toEqual([
      { online: false, method: 'cash', sales: 1, amount: 2000 },
      { online: false, method: 'card', sales: 1, amount: 4000, sharedSales: 1 },
    ]);
    const takings = takingsOf([...rows, { online: false, method: 'cash', sales: 1, amount: 1000 }], [{ online: false, method: 'card', amount: 500 }]);
    expect(takings.standCash).toEqual({ sales: 2, gross: 3000, refunded: 0, net: 3000 });
    expect(takings.standCard).toEqual({ sales: 1, gross: 4000, refunded: 500, net: 3500 });
    expect(takings.total).toEqual({ sales: 2, gross: 7000, refunded: 500, net: 6500 });
  });

  it('counts a sale whose card part was declined and then paid in cash as cash only, once', () => {
    expect(takenRowsOf({ online: false, paymentMethod: 'cash', totalInclVat: 6000, paid: [succeeded('cash', 2000), succeeded('cash', 4000)] })).toEqual([{ online: false, method: 'cash', sales: 1, amount: 6000 }]);
  });

  it('reads the register’s orders through their succeeded payments', () => {
    const order = { status: 'finished', refundedAmount: 0, channel: 'event', standId: 's', paymentMethod: 'card' as const, totalInclVat: 6000, refunds: [] };
    const takings = takingsOfOrders([{ ...order, payments: [succeeded('cash', 2000), { method: 'card', status: 'failed', amount: 4000 }, succeeded('card', 4000)] }]);
    expect([takings.standCash.net, takings.standCard.net, takings.total.sales]).toEqual([2000, 4000, 1]);
  });
});

describe('refunds of a split sale', () => {
  const order = { payments: [succeeded('cash', 2000), succeeded('card', 4000)], refunds: [] as { method: 'cash' | 'card'; amount: number }[] };

  it('go to the card first, up to its part, then in cash', () => {
    expect(leftByMethod(order)).toEqual({ cash: 2000, card: 4000 });
    expect(defaultRefundMethod(order, 3000, ['cash', 'card'])).toBe('card');
    expect(refundMethodFits(order, 'card', 3000)).toBe(true);
    // The card can take it back: cash only within its own part.
    expect(refundMethodFits(order, 'cash', 3000)).toBe(false);
    expect(refundMethodFits(order, 'cash', 1500)).toBe(true);
    const afterCard = { ...order, refunds: [{ method: 'card' as const, amount: 3000 }] };
    expect(refundMethodFits(afterCard, 'card', 3000)).toBe(false);
    expect(refundMethodFits(afterCard, 'cash', 3000)).toBe(true);
    expect(defaultRefundMethod(afterCard, 3000, ['cash', 'card'])).toBe('cash');
  });

  it('keep a one-method sale’s rules: a card sale may be refunded in cash, never more on the card than it took', () => {
    const cardSale = { payments: [succeeded('card', 4000)], refunds: [] };
    expect(refundMethodFits(cardSale, 'cash', 4000)).toBe(true);
    expect(refundMethodFits(cardSale, 'card', 4001)).toBe(false);
    expect(refundMethods({ paymentMethod: 'cash', channel: 'event', payments: [succeeded('cash', 2000), { method: 'card', status: 'failed', amount: 4000 }] }, true)).toEqual(['cash']);
  });
});

describe('how a list says a sale was paid', () => {
  it('is split when succeeded payments took money both ways, else the order’s one method', () => {
    const split = { paymentMethod: 'card' as const, payments: [{ method: 'cash' as const, status: 'succeeded', amount: 1000 }, { method: 'card' as const, status: 'succeeded', amount: 1500 }] };
    expect(paidWith(split)).toBe('split');
    expect(paidByMethod(split.payments)).toEqual({ cash: 1000, card: 1500 });
    // A declined card part does not make a split sale: only money that came in counts.
    expect(paidWith({ paymentMethod: 'card', payments: [{ method: 'cash', status: 'succeeded' }, { method: 'card', status: 'failed' }] })).toBe('card');
    expect(paidWith({ paymentMethod: 'cash', payments: [{ method: 'cash', status: 'succeeded' }] })).toBe('cash');
  });
});
