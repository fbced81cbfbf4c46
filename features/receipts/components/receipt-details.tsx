import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { formatMoney, formatRate } from '@/lib/format';
import { companyAddress, companyName, lineTitle } from '../receipt-format';
import type { ReceiptLanguage } from '../schemas';
import type { ReceiptView } from '../types';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { useDateFormat } from '@/lib/hooks/use-date-format';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="border-t border-slate-200 pt-4 print:break-inside-avoid">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** A label and its value, one row of a description list; amounts right-aligned. */
function Row({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-4 border-t border-slate-300 pt-2 text-lg font-semibold' : 'flex justify-between gap-4 py-0.5'}>
      <dt className={strong ? undefined : 'text-slate-700'}>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}

const numeric = 'px-2 py-2 text-right tabular-nums align-top';
const headCell = 'px-2 py-2 font-semibold text-slate-900';

/**
 * What the journal prints on a receipt (issue #27): a duplicate's mark, big, and the sale record's number and short
 * hash, so that the copy can be checked against the organisation's journal.
 */
export function JournalMarks({ receipt }: { receipt: Pick<ReceiptView, 'journal' | 'duplicate'> }) {
  const t = useTranslations('receipts');
  return (
    <>
      {receipt.duplicate !== null && (
        <p data-testid="receipt-duplicate" className="mb-2 text-lg font-bold tracking-wide text-slate-900">
          {t('duplicate', { number: receipt.duplicate })}
        </p>
      )}
      {receipt.journal && (
        <p data-testid="receipt-journal" className="mb-2 font-mono text-sm text-slate-700">
          {t('journal', { sequence: receipt.journal.sequence, hash: receipt.journal.shortHash })}
        </p>
      )}
    </>
  );
}

/** The receipt itself: company, sale, lines, totals, VAT per rate, payment and refunds (the PDF follows the same order). */
export function ReceiptDetails({ receipt, language }: { receipt: ReceiptView; language: ReceiptLanguage }) {
  const { formatDateTime } = useDateFormat();
  const t = useTranslations('receipts');
  const { company } = receipt;
  const venue = [receipt.event.venueName, receipt.event.city].filter(Boolean).join(', ');
  return (
    <div className="flex flex-col gap-5">
      <Section title={t('company.heading')}>
        <p className="font-semibold">{companyName(company)}</p>
        <address className="not-italic text-slate-700">
          {companyAddress(company, language).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        {company.siret && <p className="text-slate-700">{t('company.siret', { siret: company.siret })}</p>}
        {company.vatNumber && <p className="text-slate-700">{t('company.vatNumber', { vatNumber: company.vatNumber })}</p>}
      </Section>

      <Section title={t('sale.heading')}>
        <JournalMarks receipt={receipt} />
        <dl>
          <Row label={t('sale.date')} value={<time dateTime={receipt.soldAt}>{formatDateTime(receipt.soldAt)}</time>} />
          <Row label={t('sale.event')} value={receipt.event.name} />
          {venue && <Row label={t('sale.venue')} value={venue} />}
          {receipt.stand && <Row label={t('sale.stand')} value={receipt.stand.name} />}
          <Row label={t('sale.status')} value={t(`status.${receipt.status}`)} />
        </dl>
        {receipt.status === 'canceled' && (
          <div data-testid="receipt-canceled" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
            <p className="font-semibold">{t('canceled.title')}</p>
            <p>{t('canceled.text', { date: formatDateTime(receipt.canceledAt ?? receipt.soldAt) })}</p>
          </div>
        )}
        {(receipt.status === 'inProgress' || receipt.status === 'creating') && (
          <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
            <p className="font-semibold">{t('pending.title')}</p>
            <p>{t('pending.text')}</p>
          </div>
        )}
      </Section>

      <Section title={t('lines.heading')}>
        <ScrollRegion label={t('lines.heading')} className="-mx-2">
          <table className="w-full text-sm">
            <thead className="border-b border-slate-400 text-left">
              <tr>
                <th scope="col" className={headCell}>{t('lines.product')}</th>
                <th scope="col" className={`${headCell} text-right`}>{t('lines.quantity')}</th>
                <th scope="col" className={`${headCell} text-right`}>{t('lines.unitPrice')}</th>
                <th scope="col" className={`${headCell} text-right`}>{t('lines.total')}</th>
              </tr>
            </thead>
            <tbody>
              {receipt.lines.map((line, index) => (
                <tr key={index} data-testid="receipt-line" className="border-b border-slate-200">
                  <th scope="row" className="px-2 py-2 text-left align-top font-normal">
                    <span className="block font-medium text-slate-900">{lineTitle(line)}</span>
                    <span className="block text-slate-700">{t('lines.vatRateValue', { rate: formatRate(line.vatRate) })}</span>
                    {line.discount > 0 && <span className="block text-slate-700">{t('lines.discountValue', { amount: formatMoney(line.discount) })}</span>}
                    {line.refundedQuantity > 0 && <span className="block text-slate-700">{t('lines.refunded', { count: line.refundedQuantity })}</span>}
                  </th>
                  <td className={numeric}>{line.quantity}</td>
                  <td className={numeric}>{formatMoney(line.unitPrice)}</td>
                  <td className={numeric}>{formatMoney(line.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <dl className="mt-3" data-testid="receipt-totals">
          {receipt.totalDiscount > 0 && <Row label={t('totals.discount')} value={`−${formatMoney(receipt.totalDiscount)}`} />}
          <Row label={t('totals.exclVat')} value={formatMoney(receipt.totalExclVat)} />
          <Row label={t('totals.vat')} value={formatMoney(receipt.totalVat)} />
          <Row label={t('totals.inclVat')} value={formatMoney(receipt.totalInclVat)} strong />
        </dl>
      </Section>

      <Section title={t('vat.heading')}>
        <table className="w-full text-sm" data-testid="receipt-vat">
          <thead className="border-b border-slate-400 text-left">
            <tr>
              <th scope="col" className={headCell}>{t('vat.rate')}</th>
              <th scope="col" className={`${headCell} text-right`}>{t('vat.base')}</th>
              <th scope="col" className={`${headCell} text-right`}>{t('vat.vat')}</th>
              <th scope="col" className={`${headCell} text-right`}>{t('vat.inclVat')}</th>
            </tr>
          </thead>
          <tbody>
            {receipt.vatLines.map((line) => (
              <tr key={line.rate} className="border-b border-slate-200">
                <th scope="row" className="px-2 py-2 text-left font-normal tabular-nums">{formatRate(line.rate)}</th>
                <td className={numeric}>{formatMoney(line.base)}</td>
                <td className={numeric}>{formatMoney(line.vat)}</td>
                <td className={numeric}>{formatMoney(line.base + line.vat)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section title={t('payment.heading')}>
        <dl data-testid="receipt-payment">
          {receipt.payment.parts.length > 1 ? (
            receipt.payment.parts.map((part) => <Row key={part.method} label={t(`payment.methods.${part.method}`)} value={formatMoney(part.amount)} />)
          ) : (
            <Row label={t('payment.method')} value={t(`payment.methods.${receipt.payment.method}`)} />
          )}
          {receipt.payment.amountTendered !== null && <Row label={t('payment.tendered')} value={formatMoney(receipt.payment.amountTendered)} />}
          {receipt.payment.changeGiven !== null && <Row label={t('payment.change')} value={formatMoney(receipt.payment.changeGiven)} />}
        </dl>
      </Section>

      {receipt.refunds.length > 0 && (
        <Section title={t('refunds.heading')}>
          <ul className="flex flex-col gap-2" data-testid="receipt-refunds">
            {receipt.refunds.map((refund, index) => (
              <li key={index}>
                <p>{t('refunds.entry', { date: formatDateTime(refund.createdAt), method: t(`payment.methods.${refund.method}`), amount: formatMoney(refund.amount) })}</p>
                <ul className="text-slate-700">
                  {refund.items.map((item, itemIndex) => (
                    <li key={itemIndex}>{t('refunds.item', { product: lineTitle(item), quantity: item.quantity })}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <dl className="mt-3">
            <Row label={t('refunds.total')} value={formatMoney(receipt.refundedAmount)} />
            <Row label={t('refunds.net')} value={formatMoney(receipt.totalInclVat - receipt.refundedAmount)} strong />
          </dl>
        </Section>
      )}

      <footer className="border-t border-slate-200 pt-4 text-center text-sm text-slate-700">
        <p>{t('pricesInclVat')}</p>
        <p className="mt-1 font-medium text-slate-900">{t('thanks')}</p>
        <p className="mt-2 break-all text-xs">{t('orderReference', { id: receipt.orderId })}</p>
      </footer>
    </div>
  );
}
