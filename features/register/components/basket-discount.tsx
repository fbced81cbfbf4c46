import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { discountCents } from '@/features/orders';
import { formatMoney } from '@/lib/format';
import type { RegisterStore } from '../register-basket';
import { CompReasonField } from './comp-reason-field';
import { DiscountField } from './discount-field';
import { touchButton } from './touch';

/**
 * A discount off the whole basket, in euros or percent, after the lines' own; the sale spreads it over the lines
 * (features/orders/discounts.ts). Giving the whole basket away asks why, as a line does.
 */
export function BasketDiscountControl({ useBasket, net, locked }: { useBasket: RegisterStore; net: number; locked: boolean }) {
  const t = useTranslations('register.basket');
  const discount = useBasket((state) => state.basketDiscount);
  const reason = useBasket((state) => state.basketDiscountReason);
  const [open, setOpen] = useState(discount !== null);
  const cents = discount ? discountCents(net, discount) : 0;
  if (locked) return null;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" aria-expanded={open} onClick={() => setOpen((current) => !current)} className="min-h-12 rounded-md border border-slate-300 bg-white px-4 text-slate-900 hover:bg-slate-100">
          {cents ? t('basketDiscountOf', { amount: formatMoney(cents) }) : t('basketDiscount')}
        </button>
        {discount && (
          <Button
            variant="secondary"
            className={touchButton}
            onClick={() => {
              useBasket.getState().setBasketDiscount(null);
              setOpen(false);
            }}
          >
            {t('basketDiscountRemove')}
          </Button>
        )}
      </div>
      {open && <DiscountField label={t('basketDiscountLabel')} value={discount} max={net} onChange={(next) => useBasket.getState().setBasketDiscount('amount' in next && next.amount === 0 ? null : next, reason)} />}
      {net > 0 && cents >= net && <CompReasonField value={reason} onChange={(next) => useBasket.getState().setBasketDiscount(discount, next)} />}
    </div>
  );
}
