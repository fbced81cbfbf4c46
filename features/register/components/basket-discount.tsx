import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { discountCents } from '@/features/orders';
import { formatMoney } from '@/lib/format';
import type { RegisterStore } from '../register-basket';
// The discount's fields come when asked for, after the first paint (lazy-fields.tsx).
import { CompReasonField, DiscountField } from './lazy-fields';
import { touchButton } from './touch';

/**
 * A discount off the whole basket, in euros or percent, after the lines' own; the sale spreads it over the lines
 * (features/orders/discounts.ts). Its button sits with the basket's other second actions under the pay buttons (so
 * that on a phone the basket's lines keep their room); what it opens sits above the totals it changes.
 */
interface BasketDiscountProps {
  useBasket: RegisterStore;
  /** The basket after its lines' own discounts, in cents: what a percentage is taken from. */
  net: number;
  /** The id of the fields, which the button controls. */
  fieldsId: string;
}

export function BasketDiscountToggle({ useBasket, net, fieldsId, open, onToggle, disabled }: BasketDiscountProps & { open: boolean; onToggle: () => void; disabled: boolean }) {
  const t = useTranslations('register.basket');
  const discount = useBasket((state) => state.basketDiscount);
  const cents = discount ? discountCents(net, discount) : 0;
  return (
    <Button variant="secondary" className={`${touchButton} max-sm:px-3 max-sm:text-base`} aria-expanded={open} aria-controls={open ? fieldsId : undefined} disabled={disabled} onClick={onToggle}>
      {cents ? t('basketDiscountOf', { amount: formatMoney(cents) }) : t('basketDiscount')}
    </Button>
  );
}

/** The discount's amount when open, and, when it gives the whole basket away, why (as a line does). */
export function BasketDiscountFields({ useBasket, net, fieldsId, open, onRemoved }: BasketDiscountProps & { open: boolean; onRemoved: () => void }) {
  const t = useTranslations('register.basket');
  const discount = useBasket((state) => state.basketDiscount);
  const reason = useBasket((state) => state.basketDiscountReason);
  const cents = discount ? discountCents(net, discount) : 0;
  const asksReason = net > 0 && cents >= net;
  if (!open && !asksReason) return null;

  return (
    <div id={fieldsId} className="flex shrink-0 flex-col gap-2">
      {open && <DiscountField label={t('basketDiscountLabel')} value={discount} max={net} onChange={(next) => useBasket.getState().setBasketDiscount('amount' in next && next.amount === 0 ? null : next, reason)} />}
      {open && discount && (
        <Button
          variant="secondary"
          className={`${touchButton} self-start`}
          onClick={() => {
            useBasket.getState().setBasketDiscount(null);
            onRemoved();
          }}
        >
          {t('basketDiscountRemove')}
        </Button>
      )}
      {asksReason && <CompReasonField value={reason} onChange={(next) => useBasket.getState().setBasketDiscount(discount, next)} />}
    </div>
  );
}
