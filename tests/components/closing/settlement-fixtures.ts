import type { SettlementAdjustment, SettlementMoney, SettlementView } from '@/features/closing/settlement-types';
import { takingsOf, type OrderView } from '@/features/orders';

// What the closing screens' tests read: one closed date with one stand, and sales of it.

export const projectId = '00000000-0000-4000-8000-000000000001';
export const eventId = '00000000-0000-4000-8000-000000000002';

/** Takings of cash and card sales at the stands and online, one sale each, nothing refunded. */
export const takings = (cash: number, card: number, online = 0) =>
  takingsOf(
    [
      { online: false, method: 'cash' as const, sales: 1, amount: cash },
      { online: false, method: 'card' as const, sales: 1, amount: card },
      { online: true, method: 'card' as const, sales: 1, amount: online },
    ].filter((row) => row.amount !== 0),
    [],
  );

export const money = (changes: Partial<SettlementMoney>): SettlementMoney => ({
  takings: takings(0, 0),
  byCategory: { merchandising: 0, accessories: 0, phonography: 0, other: 0 },
  byCategoryExclVat: { merchandising: 0, accessories: 0, phonography: 0, other: 0 },
  vatLines: [],
  exclVat: 0,
  vat: 0,
  cardFee: 0,
  ...changes,
});

const units = { opening: 18, received: 2, countIn: 20, countOut: 17, expectedSold: 3, sold: 1, free: 1, damaged: 1, missing: 1, found: 0, damagedAtRefund: 0, variance: 2 };

export const settlement: SettlementView = {
  version: 3,
  event: { id: eventId, projectId, name: 'Zénith – 14 juillet', venueName: 'Le Zénith', city: 'Paris', firstPerformanceAt: '2026-07-14T18:30:00.000Z', commissionType: 'theatreFee' },
  organiser: { name: 'Démo Productions' },
  number: 'BIL-2026-0007',
  parties: {
    organiser: { name: 'Démo Productions', address: { line1: '12 rue des Lilas', line2: null, postcode: '75011', city: 'Paris', country: 'FR' }, siret: '12345678900012', vatNumber: 'FR12123456789' },
    venue: { name: 'Le Zénith', address: { line1: '211 avenue Jean-Jaurès', line2: null, postcode: '75019', city: 'Paris', country: 'FR' } },
    countedBy: [{ name: 'Nina Durand', cash: ['Hall'], stock: ['Hall'] }],
    tourRepresentative: { name: 'Léa Martin' },
  },
  closedAt: '2026-07-14T23:10:00.000Z',
  stands: [
    {
      id: 's1',
      name: 'Hall',
      closed: true,
      money: money({ takings: takings(5000, 3000), vatLines: [{ rate: 20, gross: 8000, exclVat: 6667, vat: 1333 }], exclVat: 6667, vat: 1333, cardFee: 150 }),
      cash: { changeFundExpected: 10000, changeFundFound: 10000, changeFundDifference: 0, cashSales: 5000, cashIn: 0, cashOut: 0, feesPaidWithCash: 0, expected: 15000, counted: 14900, difference: -100 },
      card: { sales: 3000, terminal: 3100, difference: 100 },
      variants: [{ productId: 'p', productVariantId: 'v', custom: false, productTitle: 'T-shirt Tournée', variantTitle: 'Noir / M', category: 'merchandising', ...units, freeReasons: [{ reason: 'Invitation artiste', quantity: 1 }], gross: 0 }],
      units,
    },
  ],
  online: null,
  totals: {
    money: money({ takings: takings(5000, 3000), byCategory: { merchandising: 5000, accessories: 0, phonography: 3000, other: 0 }, vatLines: [{ rate: 20, gross: 8000, exclVat: 6667, vat: 1333 }], exclVat: 6667, vat: 1333, cardFee: 150 }),
    units,
    fees: { venue: { base: 6667, rate: 10, amount: 667, vatRate: 20, vat: 133, total: 800, paidWith: 'transfer', paidInCash: 0 }, agent: null, card: 150 },
    owed: {
      cash: { changeFund: 10000, cashTakings: 5000, cashIn: 0, cashOut: 0, paidToVenue: 0, expected: 15000, counted: 14900, difference: -100 },
      platformPayout: { gross: 3000, refunded: 0, commission: 150, net: 2850 },
      online: null,
      venue: { total: 800, paidInCash: 0, owedByTransfer: 800 },
      agent: null,
    },
  },
  payout: { cardTakings: 3000, commission: 150, deductions: 0, amount: 2850, dueAt: '2026-07-29', status: 'scheduled' },
  hash: 'a'.repeat(64),
  adjustments: [],
  adjustmentTotals: { amount: 0, payoutEffect: 0 },
};

export const adjustment: SettlementAdjustment = {
  id: 'adj-1',
  kind: 'refund',
  createdAt: '2026-07-16T09:30:00.000Z',
  createdBy: 'Nina Durand',
  orderId: '00000000-0000-4000-8000-000000000010',
  orderNumber: 12,
  channel: 'event',
  method: 'card',
  amount: 2500,
  commission: 125,
  units: 1,
  destination: 'warehouse',
  payoutEffect: 2375,
  payoutTreatment: 'datePayout',
  reason: 'Taille trop petite, revenu le lendemain',
};

export const item = (changes: Partial<OrderView['items'][number]>): OrderView['items'][number] => ({
  id: '00000000-0000-4000-8000-000000000020',
  productId: 'p-1',
  custom: false,
  productVariantId: 'v-1',
  productTitle: 'T-shirt Tournée',
  variantTitle: 'M',
  category: 'merchandising',
  quantity: 2,
  unitPrice: 2500,
  vatRate: 20,
  discount: 0,
  discountReason: null,
  lineTotal: 5000,
  lineVat: 833,
  refundedQuantity: 0,
  ...changes,
});

/** A sale of the closed date: a stand's ticket paid in cash unless told otherwise. */
export const order = (changes: Partial<OrderView>): OrderView => ({
  id: '00000000-0000-4000-8000-000000000010',
  projectId,
  eventId,
  eventName: 'Zénith – 14 juillet',
  standId: 's1',
  standName: 'Hall',
  channel: 'event',
  status: 'finished',
  ticketNumber: 12,
  receiptNumber: '12',
  soldAt: '2026-07-14T20:00:00.000Z',
  sellerUserId: null,
  sellerName: 'Léa',
  customerEmail: null,
  paymentMethod: 'cash',
  totalExclVat: 4167,
  totalVat: 833,
  totalInclVat: 5000,
  totalDiscount: 0,
  vatLines: [{ rate: 20, base: 4167, vat: 833 }],
  amountTendered: 5000,
  changeGiven: 0,
  refundedAmount: 0,
  items: [item({})],
  refunds: [],
  receiptUrl: '/receipts/x?token=t',
  journal: null,
  createdAt: '2026-07-14T20:00:00.000Z',
  paidAt: '2026-07-14T20:00:00.000Z',
  canceledAt: null,
  ...changes,
  // A paid sale has its payment, by the sale's method, for its total.
  payments: changes.payments ?? [{ id: '00000000-0000-4000-8000-000000000030', method: changes.paymentMethod ?? 'cash', status: 'succeeded', amount: changes.totalInclVat ?? 5000, provider: null, providerPaymentId: null, failureCode: null, providerMismatch: null, createdAt: '2026-07-14T20:00:00.000Z' }],
});
