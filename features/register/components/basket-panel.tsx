import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { changeDue, orderTotals } from '@/features/orders';
import type { StandView } from '@/features/stands';
import { formatMoney } from '@/lib/format';
import { registerBasketStore } from '../register-basket';
import { BasketLineRow } from './basket-line';
import { BasketTotals } from './basket-totals';
import { CashPayment } from './cash-payment';
import { RegisterDialog } from './register-dialog';
import { touchButton } from './touch';
import type { SalePayment } from './use-checkout';

interface BasketPanelProps {
  stand: StandView;
  stock: (variantId: string) => number;
  checkout: { pay: (payment: SalePayment) => void; pending: boolean; flagged: string[] };
}

/** The basket with its totals always in view, then the payment: cash (tendered, change) or card (to the terminal). */
export function BasketPanel({ stand, stock, checkout }: BasketPanelProps) {
  const t = useTranslations('register.basket');
  const tp = useTranslations('register.payment');
  const headingId = useId();
  const useBasket = registerBasketStore(stand.id);
  const lines = useBasket((state) => state.lines);
  const [step, setStep] = useState<'basket' | 'cash'>('basket');
  const [tendered, setTendered] = useState(0);
  const [confirmClear, setConfirmClear] = useState(false);
  const totals = orderTotals(lines);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const change = changeDue(totals.totalInclVat, tendered);
  // An emptied basket has nothing to pay: back to the basket.
  const paying = step === 'cash' && lines.length > 0;

  return (
    <section id="register-basket" aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)]">
      <header className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          {t('title')} <span className="text-base font-normal text-slate-700">{t('units', { count: units })}</span>
        </h2>
        <Button variant="secondary" className={touchButton} disabled={!lines.length || checkout.pending} onClick={() => setConfirmClear(true)}>
          {t('clear')}
        </Button>
      </header>
      {/* Scrolls on its own when the basket is long: reachable by keyboard, even when its lines hold no control. */}
      <div role="group" aria-label={t('lines')} tabIndex={0} className="min-h-0 flex-1 overflow-y-auto">
        {lines.length ? (
          <ul>
            {lines.map((line, index) => (
              <BasketLineRow
                key={line.productVariantId}
                line={line}
                stock={stock(line.productVariantId)}
                lineTotal={totals.lines[index]!.lineTotal}
                flagged={checkout.flagged.includes(line.productVariantId)}
                locked={paying || checkout.pending}
                onQuantity={(quantity) => useBasket.getState().setQuantity(line.productVariantId, quantity)}
                onDiscount={(cents) => useBasket.getState().setDiscount(line.productVariantId, cents)}
                onRemove={() => useBasket.getState().remove(line.productVariantId)}
              />
            ))}
          </ul>
        ) : (
          <p className="py-6 text-center text-slate-700">{t('empty')}</p>
        )}
      </div>
      <BasketTotals totals={totals} />
      {!paying ? (
        <div className="grid grid-cols-2 gap-3">
          <Button className="min-h-16 text-xl" disabled={!lines.length || !stand.isCashCompatible || checkout.pending} onClick={() => setStep('cash')} aria-describedby={stand.isCashCompatible ? undefined : `${headingId}-nocash`}>
            {tp('cash')}
          </Button>
          <Button className="min-h-16 text-xl" disabled={!lines.length || checkout.pending} onClick={() => checkout.pay({ method: 'card' })}>
            {checkout.pending ? tp('sending') : tp('card')}
          </Button>
          {!stand.isCashCompatible && (
            <p id={`${headingId}-nocash`} className="col-span-2 text-sm text-slate-700">
              {tp('noCash')}
            </p>
          )}
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <CashPayment total={totals.totalInclVat} tendered={tendered} onTendered={setTendered} />
          <div className="grid grid-cols-[auto_1fr] gap-3">
            <Button variant="secondary" className={touchButton} disabled={checkout.pending} onClick={() => setStep('basket')}>
              {tp('back')}
            </Button>
            <Button className="min-h-16 text-xl" disabled={checkout.pending || change === null} onClick={() => checkout.pay({ method: 'cash', amountTendered: tendered })}>
              {checkout.pending ? tp('collecting') : tp('collect', { amount: formatMoney(totals.totalInclVat) })}
            </Button>
          </div>
        </div>
      )}
      <RegisterDialog
        open={confirmClear}
        title={t('clearTitle')}
        onClose={() => setConfirmClear(false)}
        actions={
          <>
            <Button variant="secondary" className={touchButton} onClick={() => setConfirmClear(false)}>
              {t('keep')}
            </Button>
            <Button
              variant="danger"
              className={touchButton}
              onClick={() => {
                useBasket.getState().clear();
                setConfirmClear(false);
              }}
            >
              {t('clearConfirm')}
            </Button>
          </>
        }
      >
        <p className="text-slate-700">{t('clearText', { count: units })}</p>
      </RegisterDialog>
    </section>
  );
}
