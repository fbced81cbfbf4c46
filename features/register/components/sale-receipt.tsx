import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { paidByMethod, type OrderView } from '@/features/orders';
import { ReceiptQrCode, useReprintReceipt, useSendReceiptEmail } from '@/features/receipts';
import { isApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/api-client/new-idempotency-key';
import { formatMoney } from '@/lib/format';
import { lineName } from './basket-line';
import { touchButton, touchInput } from './touch';
import { useAutoReturn } from './use-auto-return';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The receipt page's address, absolute: the customer's phone scans it from the tablet's screen. */
export function absoluteReceiptUrl(receiptUrl: string): string {
  return new URL(receiptUrl, window.location.origin).toString();
}

/**
 * After payment: the ticket, the change to give for cash, the receipt's QR code, an optional e-mail, then a new sale,
 * which comes by itself after a few seconds unless the receipt's options are being used.
 */
export function SaleReceipt({ order, onNewSale }: { order: OrderView; onNewSale: () => void }) {
  const t = useTranslations('register.receipt');
  const paid = paidByMethod(order.payments);
  const headingId = useId();
  const newSale = useRef<HTMLButtonElement>(null);
  const url = absoluteReceiptUrl(order.receiptUrl);
  const autoReturn = useAutoReturn(onNewSale);
  // Any touch, key or focus inside the receipt's options (e-mail, QR code, its link) keeps the receipt on screen.
  const holdOn = { onPointerDown: autoReturn.hold, onKeyDown: autoReturn.hold, onFocus: autoReturn.hold };

  useEffect(() => newSale.current?.focus(), []);

  return (
    <section aria-labelledby={headingId} className="mx-auto grid w-full max-w-4xl gap-6 rounded-lg border border-slate-200 bg-white p-6 shadow-sm md:grid-cols-[1fr_auto]">
      <div className="flex flex-col gap-4">
        <h2 id={headingId} className="text-2xl font-semibold">
          {t('title', { ticket: order.receiptNumber })}
        </h2>
        <p className="text-xl text-slate-800">
          {paid.cash > 0 && paid.card > 0
            ? t('paidSplit', { cash: formatMoney(paid.cash), card: formatMoney(paid.card) })
            : t(order.paymentMethod === 'cash' ? 'paidCash' : 'paidCard', { amount: formatMoney(order.totalInclVat) })}
        </p>
        {order.changeGiven !== null && (
          <p className="flex items-baseline justify-between gap-4 rounded-lg border-2 border-green-600 bg-green-50 p-4 text-green-900">
            <span className="text-xl font-semibold">{t('change')}</span>
            <span className="text-4xl font-bold">{formatMoney(order.changeGiven)}</span>
          </p>
        )}
        {order.journal && (
          <p data-testid="sale-journal" className="font-mono text-slate-700">
            {t('journal', { sequence: order.journal.sequence, hash: order.journal.shortHash })}
          </p>
        )}
        <ul className="text-slate-700">
          {order.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-4">
              <span>{t('line', { quantity: item.quantity, name: lineName(item) })}</span>
              <span>{formatMoney(item.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <div {...holdOn}>
          <ReceiptEmail order={order} />
        </div>
        {order.journal && (
          <div {...holdOn}>
            <Reprint order={order} />
          </div>
        )}
        <button ref={newSale} type="button" className="inline-flex min-h-16 items-center justify-center rounded-md bg-brand-700 px-4 text-xl font-medium text-white hover:bg-brand-800" onClick={onNewSale}>
          {t('newSale')}
        </button>
        {/* A timer, not a live region: a screen reader is not told every second. */}
        <p role="timer" className="text-center text-slate-700" data-testid="receipt-countdown">
          {autoReturn.held ? t('stayed') : t('countdown', { seconds: autoReturn.left })}
        </p>
      </div>
      <figure {...holdOn} className="flex flex-col items-center gap-2">
        <ReceiptQrCode url={url} size={224} label={t('qrLabel', { ticket: order.receiptNumber })} />
        <figcaption className="max-w-56 text-center text-slate-700">{t('qrCaption')}</figcaption>
        <a href={url} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-12 items-center text-lg text-brand-700 underline">
          {t('open')}
        </a>
      </figure>
    </section>
  );
}

/** Sends the receipt link by e-mail, in the screen's language, when the customer asks; an API without that endpoint says so calmly. */
function ReceiptEmail({ order }: { order: OrderView }) {
  const t = useTranslations('register.receipt');
  const locale = useLocale();
  const notify = useNotify();
  const id = useId();
  const send = useSendReceiptEmail();
  const [email, setEmail] = useState(order.customerEmail ?? '');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) return setError(t('emailInvalid'));
    setError(null);
    send.mutate(
      { orderId: order.id, email: address, locale: locale === 'en' ? 'en' : 'fr' },
      {
        onSuccess: () => notify.success(t('emailSent', { email: address })),
        onError: (failure) => {
          if (isApiError(failure) && failure.errorCode === 'NOT_FOUND') return notify.info(t('emailUnavailable'));
          if (isApiError(failure) && failure.fields.includes('email')) setError(t('emailInvalid'));
          notify.error(failure, { operation: 'create' });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-800">
        {t('email')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          type="email"
          autoComplete="off"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
          className={`${touchInput} min-w-0 flex-1`}
        />
        <Button type="submit" variant="secondary" className={touchButton} disabled={send.isPending || !email.trim()}>
          {send.isPending ? t('sending') : t('send')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * Prints the receipt again: the server counts the copy and answers its number, shown as « DUPLICATA n° 2 » on what is
 * printed. A tap makes one key: a retry of that tap is the same copy.
 */
function Reprint({ order }: { order: OrderView }) {
  const t = useTranslations('register.receipt');
  const notify = useNotify();
  const reprint = useReprintReceipt();
  const [duplicate, setDuplicate] = useState<number | null>(null);

  function print() {
    reprint.mutate(
      { orderId: order.id, idempotencyKey: newIdempotencyKey() },
      {
        onSuccess: (receipt) => {
          setDuplicate(receipt.duplicate);
          // Printed once the mark is on screen.
          window.setTimeout(() => window.print(), 0);
        },
        onError: (failure) => notify.error(failure, { operation: 'create' }),
      },
    );
  }

  return (
    <div className="flex flex-col gap-1">
      {duplicate !== null && (
        <p data-testid="sale-duplicate" className="text-xl font-bold tracking-wide text-slate-900">
          {t('duplicate', { number: duplicate })}
        </p>
      )}
      <Button type="button" variant="secondary" className={`${touchButton} print:hidden`} disabled={reprint.isPending} onClick={print}>
        {reprint.isPending ? t('reprinting') : t('reprint')}
      </Button>
    </div>
  );
}
