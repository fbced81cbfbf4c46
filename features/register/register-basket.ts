import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { newIdempotencyKey } from '@/lib/api-client/new-idempotency-key';
import type { OrderView, TrainingSaleView } from '@/features/orders/types';

/** A line of the register's basket: what the catalogue said when it was added, in cents, VAT included. */
export interface BasketLine {
  /** The variant sold; on a custom line, the line's own key (`custom:…`), never sent. */
  productVariantId: string;
  productId: string;
  productTitle: string;
  /** null for a product sold without variants. */
  variantTitle: string | null;
  category: string;
  unitPrice: number;
  /** Percent, e.g. 20 or 5.5. */
  vatRate: number;
  quantity: number;
  /** Off the whole line, in cents; never more than the line (a percentage is turned into cents when typed). */
  discount: number;
  /** Why the line is given away (a 100 % discount): the seller's choice, in their words. */
  discountReason?: string | null;
  /** An « Article libre »: outside the catalogue, its label as productTitle, no stock to respect. */
  custom?: boolean;
}

/** The receipt of a sale taken with no network, before the server has it (features/register/offline). */
export interface OfflineReceipt {
  /** `{number}-{sequence}`: the number the server keeps for it. */
  receiptNumber: string;
  lines: { name: string; quantity: number; lineTotal: number }[];
  totalInclVat: number;
  changeGiven: number | null;
  soldAt: string;
}

export type NewBasketLine = Omit<BasketLine, 'quantity' | 'discount' | 'discountReason'>;

/** A discount off the whole basket, after the lines' own: spread over the lines by the sale (features/orders/discounts.ts). */
/** A card sale given up offline, until the server has cancelled it. */
export interface AbandonedCardOrder {
  id: string;
  ticketNumber: number;
  totalInclVat: number;
}

export type BasketDiscount = { percent: number } | { amount: number };

export interface RegisterBasketState {
  lines: BasketLine[];
  /**
   * The Idempotency-Key of the checkout attempt under way. It stays the same until the server answers with an
   * order, so that a double tap, an automatic retry or a retry after a reload replays the same sale. It is the
   * tab's own (sessionStorage, `checkoutKeyStorageKey`), never shared through the basket's storage: two tabs on one
   * stand each make their own sales.
   */
  checkoutKey: string;
  /** A card sale waiting for its payment (the basket is locked meanwhile), kept across a reload. */
  cardOrder: OrderView | null;
  /** The sale just paid, whose receipt is on screen until "Nouvelle vente". */
  receipt: OrderView | null;
  /** The same, for a sale taken offline and waiting in the outbox. */
  offlineReceipt: OfflineReceipt | null;
  /**
   * Card sales the seller gave up with no network (the buyer paid cash instead): the server still holds them waiting
   * for the terminal, so they are cancelled once the network is back (features/register/offline/abandoned-card-orders.ts).
   */
  abandonedCardOrders: AbandonedCardOrder[];
  basketDiscount: BasketDiscount | null;
  /** Why the basket is given away (a 100 % basket discount). */
  basketDiscountReason: string | null;
  /**
   * The training mode (docs/journal.md): the basket's sales go to the training chain, in no total. Kept across a
   * reload: only the seller's own switch leaves it, never a reload that would make a trainee's next sale real.
   */
  training: boolean;
  /** The training sale just made, whose receipt (« FORMATION – sans valeur ») is on screen until "Nouvelle vente". */
  trainingReceipt: TrainingSaleView | null;

  /** Adds one unit (a new line, or one more on the variant's line), up to `max` units when given. */
  add: (line: NewBasketLine, max?: number) => void;
  /** Adds a custom line (Article libre), a line of its own each time. */
  addCustom: (article: { label: string; unitPrice: number; vatRate: number }) => void;
  /** A quantity of 0 or less removes the line; the discount is cut down to the new line total. */
  setQuantity: (productVariantId: string, quantity: number) => void;
  setDiscount: (productVariantId: string, discount: number) => void;
  setDiscountReason: (productVariantId: string, reason: string | null) => void;
  setBasketDiscount: (discount: BasketDiscount | null, reason?: string | null) => void;
  remove: (productVariantId: string) => void;
  clear: () => void;
  /** The server answered the attempt with an order: the next attempt needs a new key. */
  renewCheckoutKey: () => void;
  setCardOrder: (order: OrderView | null) => void;
  /** No network during a card payment: its basket comes back to be paid in cash, the card sale is cancelled later. */
  abandonCardOrder: () => void;
  /** The server has answered for an abandoned card sale (cancelled, or settled meanwhile). */
  forgetAbandonedCardOrder: (orderId: string) => void;
  /** The sale is paid: its receipt is shown, the basket empties and the next sale gets a new key. */
  completeSale: (order: OrderView) => void;
  /** The sale is stored in the outbox: the same as completeSale, with the offline receipt. */
  completeOfflineSale: (receipt: OfflineReceipt) => void;
  /** Into or out of the training mode: only with an empty basket and no card sale waiting (a basket is one mode's). */
  setTraining: (training: boolean) => void;
  /** The training sale is made: its receipt is shown, the basket empties and the next sale gets a new key. */
  completeTrainingSale: (sale: TrainingSaleView) => void;
  closeReceipt: () => void;
}

/** Where a stand's basket is kept: one entry per stand, so two stands on one tablet never mix their baskets. */
export function registerStorageKey(standId: string): string {
  return `merch-register:${standId}`;
}

/** Where a tab keeps its checkout key for a stand: sessionStorage is one tab's, and survives that tab's reloads. */
export function checkoutKeyStorageKey(standId: string): string {
  return `merch-register-checkout:${standId}`;
}

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The tab's key for this stand, made if the tab has none. */
function tabCheckoutKey(standId: string): string {
  const storage = tabStorage();
  const kept = storage?.getItem(checkoutKeyStorageKey(standId));
  if (kept) return kept;
  const key = newIdempotencyKey();
  storage?.setItem(checkoutKeyStorageKey(standId), key);
  return key;
}

const withLine = (lines: BasketLine[], productVariantId: string, change: (line: BasketLine) => BasketLine | null) =>
  lines.flatMap((line) => {
    if (line.productVariantId !== productVariantId) return [line];
    const next = change(line);
    return next ? [next] : [];
  });

function createRegisterStore(standId: string) {
  const store = create<RegisterBasketState>()(
    persist(
      (set) => ({
        lines: [],
        checkoutKey: tabCheckoutKey(standId),
        cardOrder: null,
        receipt: null,
        offlineReceipt: null,
        abandonedCardOrders: [],
        basketDiscount: null,
        basketDiscountReason: null,
        training: false,
        trainingReceipt: null,
        add: (line, max) =>
          set((state) => {
            const current = state.lines.find((entry) => entry.productVariantId === line.productVariantId);
            const quantity = (current?.quantity ?? 0) + 1;
            if (max !== undefined && quantity > max) return state;
            if (current) return { lines: withLine(state.lines, line.productVariantId, (entry) => ({ ...entry, quantity })) };
            return { lines: [...state.lines, { ...line, quantity: 1, discount: 0 }] };
          }),
        addCustom: ({ label, unitPrice, vatRate }) =>
          set((state) => ({
            lines: [...state.lines, { productVariantId: `custom:${newIdempotencyKey()}`, productId: '', productTitle: label, variantTitle: null, category: 'other', unitPrice, vatRate, quantity: 1, discount: 0, custom: true }],
          })),
        setQuantity: (productVariantId, quantity) =>
          set((state) => ({
            lines: withLine(state.lines, productVariantId, (line) => {
              const whole = Math.floor(quantity);
              if (!(whole > 0)) return null;
              return { ...line, quantity: whole, discount: Math.min(line.discount, whole * line.unitPrice) };
            }),
          })),
        setDiscount: (productVariantId, discount) =>
          set((state) => ({
            lines: withLine(state.lines, productVariantId, (line) => ({ ...line, discount: Math.max(0, Math.min(Math.round(discount), line.quantity * line.unitPrice)) })),
          })),
        setDiscountReason: (productVariantId, reason) => set((state) => ({ lines: withLine(state.lines, productVariantId, (line) => ({ ...line, discountReason: reason })) })),
        setBasketDiscount: (basketDiscount, reason = null) => set({ basketDiscount, basketDiscountReason: basketDiscount ? reason : null }),
        remove: (productVariantId) => set((state) => ({ lines: state.lines.filter((line) => line.productVariantId !== productVariantId) })),
        clear: () => set({ lines: [], basketDiscount: null, basketDiscountReason: null }),
        renewCheckoutKey: () => set({ checkoutKey: newIdempotencyKey() }),
        setCardOrder: (cardOrder) => set({ cardOrder }),
        // The basket's lines stayed while the card sale waited; its key was renewed when the server answered it.
        abandonCardOrder: () =>
          set((state) =>
            state.cardOrder
              ? { cardOrder: null, abandonedCardOrders: [...state.abandonedCardOrders, { id: state.cardOrder.id, ticketNumber: state.cardOrder.ticketNumber, totalInclVat: state.cardOrder.totalInclVat }] }
              : state,
          ),
        forgetAbandonedCardOrder: (orderId) => set((state) => ({ abandonedCardOrders: state.abandonedCardOrders.filter((order) => order.id !== orderId) })),
        completeSale: (order) => set({ lines: [], basketDiscount: null, basketDiscountReason: null, cardOrder: null, receipt: order, checkoutKey: newIdempotencyKey() }),
        completeOfflineSale: (offlineReceipt) => set({ lines: [], basketDiscount: null, basketDiscountReason: null, cardOrder: null, offlineReceipt, checkoutKey: newIdempotencyKey() }),
        setTraining: (training) => set((state) => (state.lines.length || state.cardOrder ? state : { training })),
        completeTrainingSale: (trainingReceipt) => set({ lines: [], basketDiscount: null, basketDiscountReason: null, trainingReceipt, checkoutKey: newIdempotencyKey() }),
        closeReceipt: () => set({ receipt: null, offlineReceipt: null, trainingReceipt: null }),
      }),
      {
        name: registerStorageKey(standId),
        storage: createJSONStorage(() => localStorage),
        version: 1,
        // Everything but the tab's own key: JSON leaves out what is undefined, and the functions.
        partialize: (state) => ({ ...state, checkoutKey: undefined }),
        // A basket stored before the key became the tab's still holds one: the tab's key wins.
        merge: (persisted, current) => {
          const rest: Partial<RegisterBasketState> = { ...((persisted ?? {}) as Partial<RegisterBasketState>) };
          delete rest.checkoutKey;
          return { ...current, ...rest };
        },
      },
    ),
  );
  store.subscribe((state, previous) => {
    if (state.checkoutKey !== previous.checkoutKey) tabStorage()?.setItem(checkoutKeyStorageKey(standId), state.checkoutKey);
  });
  return store;
}

export type RegisterStore = UseBoundStore<StoreApi<RegisterBasketState>>;

const stores = new Map<string, RegisterStore>();

/** The persisted register basket of one stand (one store per stand, made on first use). */
export function registerBasketStore(standId: string): RegisterStore {
  let store = stores.get(standId);
  if (!store) {
    store = createRegisterStore(standId);
    stores.set(standId, store);
  }
  return store;
}

/** Tests only: forget the stores made so far, so that the next one reads its storage again. */
export function resetRegisterStores(): void {
  stores.clear();
}
