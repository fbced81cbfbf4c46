import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { formatMoney } from '@/lib/format';
import type { OfflineReceipt } from '../register-basket';
import { useAutoReturn } from './use-auto-return';

/** The receipt of a cash sale taken offline: its number, the change, the lines, and that it waits to be sent. */
export function OfflineSaleReceipt({ receipt, onNewSale }: { receipt: OfflineReceipt; onNewSale: () => void }) {
  const t = useTranslations('register.receipt');
  const to = useTranslations('register.offline');
  const headingId = useId();
  const newSale = useRef<HTMLButtonElement>(null);
  const autoReturn = useAutoReturn(onNewSale);
  useEffect(() => newSale.current?.focus(), []);

  return (
    <section aria-labelledby={headingId} className="mx-auto flex w-full max-w-2xl flex-col gap-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-2xl font-semibold">
        {to('receiptTitle', { receipt: receipt.receiptNumber })}
      </h2>
      <p className="self-start rounded-full border border-amber-400 bg-amber-50 px-3 py-1 font-semibold text-amber-900">{to('receiptPending')}</p>
      <p className="text-xl text-slate-800">{t('paidCash', { amount: formatMoney(receipt.totalInclVat) })}</p>
      {receipt.changeGiven !== null && (
        <p className="flex items-baseline justify-between gap-4 rounded-lg border-2 border-green-600 bg-green-50 p-4 text-green-900">
          <span className="text-xl font-semibold">{t('change')}</span>
          <span className="text-4xl font-bold">{formatMoney(receipt.changeGiven)}</span>
        </p>
      )}
      <ul className="text-slate-700">
        {receipt.lines.map((line, index) => (
          <li key={index} className="flex justify-between gap-4">
            <span>{t('line', { quantity: line.quantity, name: line.name })}</span>
            <span>{formatMoney(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <p className="text-slate-700">{to('receiptNote')}</p>
      <button ref={newSale} type="button" className="inline-flex min-h-16 items-center justify-center rounded-md bg-brand-700 px-4 text-xl font-medium text-white hover:bg-brand-800" onClick={onNewSale}>
        {t('newSale')}
      </button>
      <p role="timer" className="text-center text-slate-700">
        {autoReturn.held ? t('stayed') : t('countdown', { seconds: autoReturn.left })}
      </p>
    </section>
  );
}
