import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderView } from '@/features/orders';
import { checkoutKeyStorageKey, registerBasketStore, registerStorageKey, resetRegisterStores, type NewBasketLine } from '@/features/register/register-basket';

const tshirtM: NewBasketLine = { productVariantId: 'v-m', productId: 'p-1', productTitle: 'T-shirt', variantTitle: 'Noir / M', category: 'merchandising', unitPrice: 2500, vatRate: 20 };
const vinyl: NewBasketLine = { productVariantId: 'v-lp', productId: 'p-2', productTitle: 'Vinyle', variantTitle: null, category: 'phonography', unitPrice: 3000, vatRate: 5.5 };

const stored = (standId: string) => JSON.parse(localStorage.getItem(registerStorageKey(standId)) ?? 'null') as { state: { lines: { productVariantId: string; quantity: number }[]; checkoutKey: string } } | null;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetRegisterStores();
});

describe('the register basket', () => {
  it('adds a unit per tap, on one line per variant, and stops at the stand’s stock', () => {
    const basket = registerBasketStore('stand-a');
    basket.getState().add(tshirtM, 2);
    basket.getState().add(vinyl);
    basket.getState().add(tshirtM, 2);
    basket.getState().add(tshirtM, 2);
    expect(basket.getState().lines.map((line) => [line.productVariantId, line.quantity, line.discount])).toEqual([
      ['v-m', 2, 0],
      ['v-lp', 1, 0],
    ]);
  });

  it('changes quantities, and a quantity of 0 removes the line', () => {
    const basket = registerBasketStore('stand-a');
    basket.getState().add(tshirtM);
    basket.getState().add(vinyl);
    basket.getState().setQuantity('v-m', 4);
    expect(basket.getState().lines[0]!.quantity).toBe(4);
    basket.getState().setQuantity('v-lp', 0);
    expect(basket.getState().lines.map((line) => line.productVariantId)).toEqual(['v-m']);
    basket.getState().remove('v-m');
    expect(basket.getState().lines).toEqual([]);
  });

  it('keeps a discount in cents, never below 0 nor above the line, and cuts it when the quantity drops', () => {
    const basket = registerBasketStore('stand-a');
    basket.getState().add(tshirtM);
    basket.getState().setQuantity('v-m', 2);
    basket.getState().setDiscount('v-m', 250);
    expect(basket.getState().lines[0]!.discount).toBe(250);
    basket.getState().setDiscount('v-m', 9999);
    expect(basket.getState().lines[0]!.discount).toBe(5000);
    basket.getState().setQuantity('v-m', 1);
    expect(basket.getState().lines[0]!.discount).toBe(2500);
    basket.getState().setDiscount('v-m', -5);
    expect(basket.getState().lines[0]!.discount).toBe(0);
  });

  it('clears the lines but keeps the checkout key: the attempt is not answered yet', () => {
    const basket = registerBasketStore('stand-a');
    const key = basket.getState().checkoutKey;
    basket.getState().add(tshirtM);
    basket.getState().clear();
    expect(basket.getState().lines).toEqual([]);
    expect(basket.getState().checkoutKey).toBe(key);
  });

  it('keeps one checkout key until a sale is answered, then empties the basket and makes a new key', () => {
    const basket = registerBasketStore('stand-a');
    const key = basket.getState().checkoutKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    basket.getState().add(tshirtM);
    expect(basket.getState().checkoutKey).toBe(key);
    const order = { id: 'o-1', status: 'finished' } as OrderView;
    basket.getState().completeSale(order);
    expect(basket.getState().lines).toEqual([]);
    expect(basket.getState().receipt).toBe(order);
    expect(basket.getState().checkoutKey).not.toBe(key);
  });

  it('persists each stand’s basket under its own key and finds it again after a reload', () => {
    registerBasketStore('stand-a').getState().add(tshirtM);
    registerBasketStore('stand-b').getState().add(vinyl);
    const keyA = registerBasketStore('stand-a').getState().checkoutKey;
    expect(registerStorageKey('stand-a')).toBe('merch-register:stand-a');
    expect(stored('stand-a')?.state.lines.map((line) => line.productVariantId)).toEqual(['v-m']);
    expect(stored('stand-b')?.state.lines.map((line) => line.productVariantId)).toEqual(['v-lp']);

    resetRegisterStores(); // a reload: the stores are made again from the storage
    const reloaded = registerBasketStore('stand-a').getState();
    expect(reloaded.lines.map((line) => [line.productVariantId, line.quantity])).toEqual([['v-m', 1]]);
    expect(reloaded.checkoutKey).toBe(keyA);
    expect(registerBasketStore('stand-b').getState().lines.map((line) => line.productVariantId)).toEqual(['v-lp']);
  });

  it('gives each tab its own checkout key: the basket’s storage never carries it to another tab', () => {
    const tabA = registerBasketStore('stand-a');
    tabA.getState().add(tshirtM);
    const keyA = tabA.getState().checkoutKey;
    expect(sessionStorage.getItem(checkoutKeyStorageKey('stand-a'))).toBe(keyA);
    expect(stored('stand-a')?.state).not.toHaveProperty('checkoutKey');

    // Another tab: the same localStorage, its own (empty) sessionStorage.
    sessionStorage.clear();
    resetRegisterStores();
    const tabB = registerBasketStore('stand-a').getState();
    expect(tabB.checkoutKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(tabB.checkoutKey).not.toBe(keyA);
  });

  it('keeps the tab’s key across a reload, and forgets a key a basket stored before keys were the tab’s', () => {
    localStorage.setItem(registerStorageKey('stand-a'), JSON.stringify({ state: { lines: [], checkoutKey: 'shared-old-key', cardOrder: null, receipt: null }, version: 1 }));
    const basket = registerBasketStore('stand-a');
    const key = basket.getState().checkoutKey;
    expect(key).not.toBe('shared-old-key');
    basket.getState().renewCheckoutKey();
    const renewed = basket.getState().checkoutKey;
    expect(sessionStorage.getItem(checkoutKeyStorageKey('stand-a'))).toBe(renewed);
    resetRegisterStores();
    expect(registerBasketStore('stand-a').getState().checkoutKey).toBe(renewed);
  });
});
