import dynamic from 'next/dynamic';

/**
 * Fields of the basket shown when the seller asks for them, after the register's first paint (issue #26; their texts
 * are the first paint's): nothing for the moment their chunk comes, which the register's idle preload (lazy-parts.tsx)
 * and the service worker's precache make rare. Apart from lazy-parts.tsx, which the basket's lines cannot import: the
 * receipt those parts show draws the lines.
 */
export const basketFields = {
  splitPayment: () => import('./split-payment'),
  discountField: () => import('./discount-field'),
  compReasonField: () => import('./comp-reason-field'),
};

export const SplitPayment = dynamic(() => basketFields.splitPayment().then((module) => module.SplitPayment));
export const DiscountField = dynamic(() => basketFields.discountField().then((module) => module.DiscountField));
export const CompReasonField = dynamic(() => basketFields.compReasonField().then((module) => module.CompReasonField));
