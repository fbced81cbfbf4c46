import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { changeDue, isFreeLine, MAX_ORDER_LINE_QUANTITY, orderTotals, withBasketDiscount } from '@/features/orders';
import type { StandView } from '@/features/stands';
import { formatMoney } from '@/lib/format';
import { registerBasketStore } from '../register-basket';
import { BasketDiscountFields, BasketDiscountToggle } from './basket-discount';
import { BasketLineRow } from './basket-line';
import { BasketTotals } from './basket-totals';
import { CashPayment } from './cash-payment';
import { isSplitPart } from './cash-model';
// The shared payment's fields come after the first paint (lazy-fields.tsx).
import { SplitPayment } from './lazy-fields';
import { RegisterDialog } from './register-dialog';
import { touchButton } from './touch';
import type { SalePayment } from './use-checkout';

interface BasketPanelProps {
  stand: StandView;
  stock: (variantId: string) => number;
  checkout: { pay: (payment: SalePayment) => void; pending: boolean; flagged: string[] };
  /** Offline, only cash is taken: card terminals need the network. */
  online?: boolean;
}

/** The basket with its totals always in view, then the payment: cash (tendered, change) or card (to the terminal). */
export function BasketPanel({ stand, stock, checkout, online = true }: BasketPanelProps) {
  const t = useTranslations('register.basket');
  const to = useTranslations('register.offline');
  const tp = useTranslations('register.payment');
  const headingId = useId();
  const useBasket = registerBasketStore(stand.id);
  const lines = useBasket((state) => state.lines);
  const basketDiscount = useBasket((state) => state.basketDiscount);
  const basketReason = useBasket((state) => state.basketDiscountReason);
  const [step, setStep] = useState<'basket' | 'cash' | 'split'>('basket');
  const [tendered, setTendered] = useState(0);
  const [cashPart, setCashPart] = useState(0);
  const [confirmClear, setConfirmClear] = useState(false);
  const [discountOpen, setDiscountOpen] = useState(basketDiscount !== null);
  // What the sale will store: the basket's discount spread over the lines (their totals and VAT as the server's).
  const sold = withBasketDiscount(lines, basketDiscount, basketReason);
  const totals = orderTotals(sold);
  const netOfLines = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice - line.discount, 0);
  // A gift says why before it is collected (the server refuses it otherwise).
  const reasonMissing = sold.some((line) => isFreeLine(line) && !line.discountReason);
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const change = changeDue(totals.totalInclVat, tendered);
  // An emptied basket has nothing to pay: back to the basket.
  const paying = step !== 'basket' && lines.length > 0;
  const splitReady = isSplitPart(totals.totalInclVat, cashPart) && changeDue(cashPart, tendered) !== null;

  return (
    // Under the products (portrait) the basket takes at most 60 % of the height (70 % on a phone, whose narrow pay
    // buttons are taller), and all of it while paying in cash, when the products cannot be added to anyway; beside
    // them (landscape) it takes the whole height.
    <section
      id="register-basket"
      aria-labelledby={headingId}
      data-step={paying ? 'cash' : 'basket'}
      className="flex max-h-[60%] min-h-0 max-sm:max-h-[70%] shrink-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm data-[step=cash]:max-h-full lg:max-h-none"
    >
      <header className="flex shrink-0 items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          {t('title')} <span className="text-base font-normal text-slate-700">{t('units', { count: units })}</span>
        </h2>
        <Button variant="secondary" className={touchButton} disabled={!lines.length || checkout.pending} onClick={() => setConfirmClear(true)}>
          {t('clear')}
        </Button>
      </header>
      {/* Scrolls on its own when the basket is long: reachable by keyboard, even when its lines hold no control. Relative,
          so that the lines' visually hidden texts (absolute) are clipped with them instead of lengthening the page. */}
      <div role="group" aria-label={t('lines')} tabIndex={0} className="relative min-h-0 flex-1 overflow-y-auto">
        {lines.length ? (
          <ul>
            {lines.map((line, index) => (
              <BasketLineRow
                key={line.productVariantId}
                line={line}
                stock={line.custom ? MAX_ORDER_LINE_QUANTITY : stock(line.productVariantId)}
                lineTotal={totals.lines[index]!.lineTotal}
                flagged={checkout.flagged.includes(line.productVariantId)}
                locked={paying || checkout.pending}
                onQuantity={(quantity) => useBasket.getState().setQuantity(line.productVariantId, quantity)}
                onDiscount={(cents) => useBasket.getState().setDiscount(line.productVariantId, cents)}
                onDiscountReason={(reason) => useBasket.getState().setDiscountReason(line.productVariantId, reason)}
                onRemove={() => useBasket.getState().remove(line.productVariantId)}
              />
            ))}
          </ul>
        ) : (
          <p className="py-6 text-center text-slate-700">{t('empty')}</p>
        )}
      </div>
      {lines.length > 0 && !paying && !checkout.pending && (
        <BasketDiscountFields useBasket={useBasket} net={netOfLines} fieldsId={`${headingId}-discount`} open={discountOpen} onRemoved={() => setDiscountOpen(false)} />
      )}
      <BasketTotals totals={totals} />
      {reasonMissing && !paying && <p className="text-sm font-semibold text-amber-900">{t('reasonMissing')}</p>}
      {!paying ? (
        <div className="grid grid-cols-2 gap-3">
          <Button className="min-h-16 text-xl max-sm:min-h-14 max-sm:px-2 max-sm:text-lg" disabled={!lines.length || !stand.isCashCompatible || checkout.pending || reasonMissing} onClick={() => setStep('cash')} aria-describedby={stand.isCashCompatible ? undefined : `${headingId}-nocash`}>
            {tp('cash')}
          </Button>
          <Button className="min-h-16 text-xl max-sm:min-h-14 max-sm:px-2 max-sm:text-lg" disabled={!lines.length || checkout.pending || reasonMissing || !online} onClick={() => checkout.pay({ method: 'card' })} aria-describedby={online ? undefined : `${headingId}-offline`}>
            {checkout.pending ? tp('sending') : tp('card')}
          </Button>
          {/* The second actions share one row, so that on a phone the basket's lines keep their room. */}
          <BasketDiscountToggle
            useBasket={useBasket}
            net={netOfLines}
            fieldsId={`${headingId}-discount`}
            open={discountOpen}
            onToggle={() => setDiscountOpen((current) => !current)}
            disabled={!lines.length || checkout.pending}
          />
          {stand.isCashCompatible && (
            <Button variant="secondary" className={`${touchButton} max-sm:px-3 max-sm:text-base`} disabled={!lines.length || checkout.pending || reasonMissing || !online} onClick={() => setStep('split')}>
              {tp('split')}
            </Button>
          )}
          {!online && (
            <p id={`${headingId}-offline`} role="status" className="col-span-2 rounded-md border border-amber-400 bg-amber-50 p-2 text-amber-950">
              {to('cardNeedsNetwork')}
            </p>
          )}
          {!stand.isCashCompatible && (
            <p id={`${headingId}-nocash`} className="col-span-2 text-sm text-slate-700">
              {tp('noCash')}
            </p>
          )}
        </div>
      ) : step === 'split' ? (
        <div className="flex flex-col gap-3">
          <SplitPayment total={totals.totalInclVat} cashPart={cashPart} onCashPart={setCashPart} tendered={tendered} onTendered={setTendered} />
          <div className="grid grid-cols-[auto_1fr] gap-3">
            <Button variant="secondary" className={touchButton} disabled={checkout.pending} onClick={() => setStep('basket')}>
              {tp('back')}
            </Button>
            <Button className="min-h-16 text-xl" disabled={checkout.pending || !splitReady} onClick={() => checkout.pay({ method: 'split', cashPart, amountTendered: tendered })}>
              {checkout.pending ? tp('collecting') : tp('collectSplit', { cash: formatMoney(cashPart), card: formatMoney(Math.max(0, totals.totalInclVat - cashPart)) })}
            </Button>
          </div>
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
