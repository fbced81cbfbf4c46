import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { MAX_PHONOGRAPHY_PER_PRODUCT, type ShopOrderLimits } from './types';
import { newIdempotencyKey } from '@/lib/api-client/new-idempotency-key';

/** A line of a spectator's cart (spec §3/§4): what the shop's page said when it was added; `price` in cents, VAT included. */
export interface CartItem {
  productVariantId: string;
  productId: string;
  category: string;
  title: string;
  /** null for a product sold without variants. */
  variantTitle: string | null;
  quantity: number;
  price: number;
}

export type NewCartItem = Omit<CartItem, 'quantity'>;

/** Who orders: kept with the cart, so that coming back from the payment page finds the form as it was filled. */
export interface CartBuyer {
  name: string;
  email: string;
}

/** The order sent to the payment page and not yet seen paid: released when the spectator comes back without paying. */
export interface PendingShopOrder {
  orderId: string;
  token: string;
}

/**
 * What add/increase did: `phonographyLimit` is the spec's refusal past 5 phonography units of one product;
 * `orderLimit`, the shop's own cap on what one order may hold (units of a variant, or in all), which the server enforces too.
 */
export type CartChange = 'changed' | 'phonographyLimit' | 'orderLimit' | 'unknown';

export interface CartState {
  items: CartItem[];
  /**
   * The Idempotency-Key of the order attempt under way: the same until the server answers with an order, so that a
   * double tap or a retry after a reload never makes two orders.
   */
  checkoutKey: string;
  buyer: CartBuyer;
  pendingOrder: PendingShopOrder | null;
  setBuyer: (buyer: CartBuyer) => void;
  setPendingOrder: (pending: PendingShopOrder | null) => void;
  /** `limits`: the shop's, as its page gives them; without, only the phonography cap applies. */
  add: (item: NewCartItem, limits?: ShopOrderLimits) => CartChange;
  remove: (productVariantId: string) => void;
  increase: (productVariantId: string, limits?: ShopOrderLimits) => CartChange;
  /** One unit fewer; the last one removes the line. */
  decrease: (productVariantId: string) => void;
  clear: () => void;
  /** The server answered the attempt with an order: the next attempt needs a new key. */
  renewCheckoutKey: () => void;
}

export const PHONOGRAPHY = 'phonography';

export const itemCount = (items: readonly CartItem[]) => items.reduce((sum, item) => sum + item.quantity, 0);
export const cartTotal = (items: readonly CartItem[]) => items.reduce((sum, item) => sum + item.quantity * item.price, 0);

/** The server counts the cap per product, all its variants together (docs/decisions.md, Shop orders). */
function exceedsPhonographyCap(items: readonly CartItem[], productId: string, category: string): boolean {
  if (category !== PHONOGRAPHY) return false;
  const units = items.filter((item) => item.productId === productId).reduce((sum, item) => sum + item.quantity, 0);
  return units + 1 > MAX_PHONOGRAPHY_PER_PRODUCT;
}

/** One more unit of the variant would pass what the shop lets one order hold. */
function exceedsOrderLimits(items: readonly CartItem[], productVariantId: string, limits: ShopOrderLimits | undefined): boolean {
  if (!limits) return false;
  const ofVariant = items.find((item) => item.productVariantId === productVariantId)?.quantity ?? 0;
  return ofVariant + 1 > limits.perLine || itemCount(items) + 1 > limits.perOrder;
}

/** One key per shop, so that two shops' carts never mix on one phone. */
export function cartStorageKey(shopId: string): string {
  return `merch-cart:${shopId}`;
}

function createCartStore(shopId: string) {
  return create<CartState>()(
    persist(
      (set, get) => {
        const addOne = (productVariantId: string, fresh?: NewCartItem, limits?: ShopOrderLimits): CartChange => {
          const { items } = get();
          const current = items.find((item) => item.productVariantId === productVariantId);
          const model = current ?? fresh;
          if (!model) return 'unknown';
          if (exceedsPhonographyCap(items, model.productId, model.category)) return 'phonographyLimit';
          if (exceedsOrderLimits(items, productVariantId, limits)) return 'orderLimit';
          if (current) set({ items: items.map((item) => (item === current ? { ...item, quantity: item.quantity + 1 } : item)) });
          else set({ items: [...items, { ...model, quantity: 1 }] });
          return 'changed';
        };
        return {
          items: [],
          checkoutKey: newIdempotencyKey(),
          buyer: { name: '', email: '' },
          pendingOrder: null,
          setBuyer: (buyer) => set({ buyer }),
          setPendingOrder: (pendingOrder) => set({ pendingOrder }),
          add: (item, limits) => addOne(item.productVariantId, item, limits),
          increase: (productVariantId, limits) => addOne(productVariantId, undefined, limits),
          decrease: (productVariantId) =>
            set((state) => ({
              items: state.items.flatMap((item) => {
                if (item.productVariantId !== productVariantId) return [item];
                return item.quantity > 1 ? [{ ...item, quantity: item.quantity - 1 }] : [];
              }),
            })),
          remove: (productVariantId) => set((state) => ({ items: state.items.filter((item) => item.productVariantId !== productVariantId) })),
          clear: () => set({ items: [] }),
          renewCheckoutKey: () => set({ checkoutKey: newIdempotencyKey() }),
        };
      },
      {
        name: cartStorageKey(shopId),
        storage: createJSONStorage(() => localStorage),
        version: 1,
        partialize: ({ items, checkoutKey, buyer, pendingOrder }) => ({ items, checkoutKey, buyer, pendingOrder }),
      },
    ),
  );
}

export type CartStore = UseBoundStore<StoreApi<CartState>>;

const stores = new Map<string, CartStore>();

/** The persisted cart of one shop (one store per shop, made on first use). */
export function cartStore(shopId: string): CartStore {
  let store = stores.get(shopId);
  if (!store) {
    store = createCartStore(shopId);
    stores.set(shopId, store);
  }
  return store;
}

/** Tests only: forget the stores made so far, so that the next one reads its storage again. */
export function resetCartStores(): void {
  stores.clear();
}
