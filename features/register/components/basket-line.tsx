import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatMoney } from '@/lib/format';
import type { BasketLine } from '../register-basket';
import { discountCents, isFreeLine } from '@/features/orders';
// The discount's fields come when asked for, after the first paint (lazy-fields.tsx).
import { CompReasonField, DiscountField } from './lazy-fields';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { touchIconButton } from './touch';

interface BasketLineRowProps {
  line: BasketLine;
  /** The stand's units of this variant: the quantity stops there. */
  stock: number;
  lineTotal: number;
  flagged: boolean;
  locked: boolean;
  onQuantity: (quantity: number) => void;
  onDiscount: (cents: number) => void;
  onDiscountReason: (reason: string | null) => void;
  onRemove: () => void;
}

export function lineName(line: Pick<BasketLine, 'productTitle' | 'variantTitle'>): string {
  return line.variantTitle ? `${line.productTitle} — ${line.variantTitle}` : line.productTitle;
}

/** One line of the basket: quantity, an optional discount in euros or percent (a gift says why), its total; removable. */
export function BasketLineRow({ line, stock, lineTotal, flagged, locked, onQuantity, onDiscount, onDiscountReason, onRemove }: BasketLineRowProps) {
  const t = useTranslations('register.basket');
  const [discounting, setDiscounting] = useState(line.discount > 0);
  const name = lineName(line);
  const flagId = `flag-${line.productVariantId}`;

  return (
    <li className="flex flex-col gap-2 border-b border-slate-200 py-3">
      <div className="flex items-start justify-between gap-2">
        <div className="flex flex-col">
          <span className="font-semibold text-slate-900">{line.productTitle}</span>
          {line.variantTitle && <span className="text-slate-700">{line.variantTitle}</span>}
          <span className="text-sm text-slate-700">{t('unitPrice', { price: formatMoney(line.unitPrice) })}</span>
        </div>
        <span className="text-lg font-semibold whitespace-nowrap text-slate-900">{formatMoney(lineTotal)}</span>
      </div>
      {flagged && (
        <p id={flagId} className="text-sm font-semibold text-red-700">
          {t('flagged', { left: stock })}
        </p>
      )}
      {!locked && (
        <div className="flex flex-wrap items-end gap-3">
          <QuantityStepper label={t('quantityOf', { name })} hideLabel value={line.quantity} min={1} max={Math.max(stock, line.quantity)} invalid={flagged} describedBy={flagged ? flagId : undefined} onChange={onQuantity} />
          <button
            type="button"
            aria-expanded={discounting}
            onClick={() => setDiscounting((open) => !open)}
            className="min-h-12 rounded-md border border-slate-300 bg-white px-4 text-slate-900 hover:bg-slate-100"
          >
            {line.discount ? t('discountOf', { amount: formatMoney(line.discount) }) : t('discount')}
          </button>
          <button type="button" className={touchIconButton} aria-label={t('remove', { name })} onClick={onRemove}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
      {locked && <span className="text-slate-700">{t('quantity', { count: line.quantity })}</span>}
      {!locked && discounting && (
        <DiscountField label={t('discountLabel', { name })} value={{ amount: line.discount }} max={line.quantity * line.unitPrice} onChange={(discount) => onDiscount(discountCents(line.quantity * line.unitPrice, discount))} />
      )}
      {/* Given away: the reason is asked here, and kept on the line for the settlement's comps. */}
      {isFreeLine(line) && !locked && <CompReasonField value={line.discountReason ?? null} onChange={onDiscountReason} />}
    </li>
  );
}
