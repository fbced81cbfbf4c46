import { beforeEach, describe, expect, it } from 'vitest';
import { cartStorageKey, cartStore, cartTotal, itemCount, resetCartStores, type NewCartItem } from '@/features/shops/cart-store';

const tshirtS: NewCartItem = { productVariantId: 'v-s', productId: 'p-shirt', category: 'merchandising', title: 'T-shirt', variantTitle: 'Noir / S', price: 2500 };
const tshirtM: NewCartItem = { ...tshirtS, productVariantId: 'v-m', variantTitle: 'Noir / M' };
const vinyl: NewCartItem = { productVariantId: 'v-lp', productId: 'p-album', category: 'phonography', title: 'Album', variantTitle: 'Vinyle', price: 3000 };
const cd: NewCartItem = { ...vinyl, productVariantId: 'v-cd', variantTitle: 'CD', price: 1500 };

beforeEach(() => {
  localStorage.clear();
  resetCartStores();
});

describe('the spectator’s cart', () => {
  it('adds one unit at a time, an existing variant on its own line, and derives the count and total in cents', () => {
    const cart = cartStore('shop-a');
    expect(cart.getState().add(tshirtS)).toBe('changed');
    cart.getState().add(tshirtM);
    cart.getState().add(tshirtS);
    const { items } = cart.getState();
    expect(items.map((item) => [item.productVariantId, item.quantity])).toEqual([
      ['v-s', 2],
      ['v-m', 1],
    ]);
    expect(itemCount(items)).toBe(3);
    expect(cartTotal(items)).toBe(7500);
  });

  it('increases, decreases (the last unit removes the line), removes and clears', () => {
    const cart = cartStore('shop-a');
    cart.getState().add(tshirtS);
    cart.getState().add(tshirtM);
    cart.getState().increase('v-s');
    expect(cart.getState().items[0]!.quantity).toBe(2);
    cart.getState().decrease('v-s');
    cart.getState().decrease('v-s');
    expect(cart.getState().items.map((item) => item.productVariantId)).toEqual(['v-m']);
    expect(cart.getState().increase('v-unknown')).toBe('unknown');
    cart.getState().add(vinyl);
    cart.getState().remove('v-m');
    expect(cart.getState().items.map((item) => item.productVariantId)).toEqual(['v-lp']);
    cart.getState().clear();
    expect(cart.getState().items).toEqual([]);
  });

  it('refuses a sixth phonography unit of one product, however split over its variants, and says so', () => {
    const cart = cartStore('shop-a');
    for (let i = 0; i < 3; i += 1) cart.getState().add(vinyl);
    cart.getState().add(cd);
    expect(cart.getState().increase('v-cd')).toBe('changed');
    expect(cart.getState().add(vinyl)).toBe('phonographyLimit');
    expect(cart.getState().increase('v-cd')).toBe('phonographyLimit');
    expect(itemCount(cart.getState().items)).toBe(5);
    // Other products are not capped: six T-shirts are fine.
    for (let i = 0; i < 6; i += 1) expect(cart.getState().add(tshirtS)).toBe('changed');
  });

  it('stops at the shop’s own limits on what one order may hold: units of a variant, and units in all', () => {
    const cart = cartStore('shop-a');
    const limits = { perLine: 3, perOrder: 4 };
    for (let i = 0; i < 3; i += 1) expect(cart.getState().add(tshirtS, limits)).toBe('changed');
    expect(cart.getState().add(tshirtS, limits)).toBe('orderLimit');
    expect(cart.getState().increase('v-s', limits)).toBe('orderLimit');
    expect(cart.getState().add(tshirtM, limits)).toBe('changed');
    // Four in all: no fifth, whatever the variant.
    expect(cart.getState().increase('v-m', limits)).toBe('orderLimit');
    expect(itemCount(cart.getState().items)).toBe(4);
  });

  it('survives a reload, one cart per shop, with its order attempt’s key', () => {
    cartStore('shop-a').getState().add(tshirtS);
    cartStore('shop-b').getState().add(vinyl);
    const key = cartStore('shop-a').getState().checkoutKey;
    resetCartStores();
    expect(JSON.parse(localStorage.getItem(cartStorageKey('shop-a'))!).state.items).toHaveLength(1);
    const again = cartStore('shop-a');
    expect(again.getState().items.map((item) => item.productVariantId)).toEqual(['v-s']);
    expect(again.getState().checkoutKey).toBe(key);
    expect(cartStore('shop-b').getState().items.map((item) => item.productVariantId)).toEqual(['v-lp']);
    again.getState().renewCheckoutKey();
    expect(again.getState().checkoutKey).not.toBe(key);
  });
});
