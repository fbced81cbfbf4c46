import clsx from 'clsx';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { formatInteger } from '@/lib/format';
import type { InventoryChangeView } from '../types';
import { signedDelta } from './ledger-model';
import { useDateFormat } from '@/lib/hooks/use-date-format';

const cell = 'border-b border-slate-100 px-3 py-2 align-top';
const head = 'border-b border-slate-300 bg-slate-100 px-3 py-2 text-left font-semibold';

/** What a row did: "+12" / "−3", or for a receipt that moves nothing (damaged, missing) its type and units. */
function Delta({ row }: { row: InventoryChangeView }) {
  const t = useTranslations('stock');
  if (row.delta === 0 && row.receiptType) return <span className="text-slate-900">{t('ledger.receipt', { type: t(`receipts.${row.receiptType}`), count: row.quantity })}</span>;
  return (
    <span className={clsx('font-semibold tabular-nums', row.delta > 0 ? 'text-green-800' : row.delta < 0 ? 'text-red-800' : 'text-slate-900')}>
      {signedDelta(row.delta)}
      {row.receiptType && <span className="ml-1 text-xs font-normal text-slate-700">({t(`receipts.${row.receiptType}`)})</span>}
    </span>
  );
}

export function LedgerTable({ projectId, rows, placeOf }: { projectId: string; rows: InventoryChangeView[]; placeOf: (row: InventoryChangeView) => string }) {
  const { formatDateTime } = useDateFormat();
  const t = useTranslations('stock.ledger');
  const tk = useTranslations('stock.kinds');
  const captionId = useId();
  return (
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-lg border border-slate-300 bg-white">
      <table className="min-w-full border-separate border-spacing-0 text-sm" data-testid="ledger-table">
        <caption id={captionId} className="sr-only">
          {t('caption')}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={head}>
              {t('date')}
            </th>
            <th scope="col" className={head}>
              {t('kind')}
            </th>
            <th scope="col" className={head}>
              {t('inventory')}
            </th>
            <th scope="col" className={head}>
              {t('variant')}
            </th>
            <th scope="col" className={clsx(head, 'text-right')}>
              {t('delta')}
            </th>
            <th scope="col" className={clsx(head, 'text-right')}>
              {t('after')}
            </th>
            <th scope="col" className={head}>
              {t('reference')}
            </th>
            <th scope="col" className={head}>
              {t('actor')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="ledger-row">
              <td className={clsx(cell, 'whitespace-nowrap tabular-nums')}>{formatDateTime(row.createdAt)}</td>
              <td className={cell}>{tk(row.kind)}</td>
              <td className={cell}>{placeOf(row)}</td>
              <th scope="row" className={clsx(cell, 'text-left font-normal')}>
                {row.variantTitle === row.productTitle ? row.productTitle : `${row.productTitle} — ${row.variantTitle}`}
              </th>
              <td className={clsx(cell, 'whitespace-nowrap text-right')}>
                <Delta row={row} />
              </td>
              <td className={clsx(cell, 'text-right tabular-nums')}>{formatInteger(row.availableAfter)}</td>
              <td className={cell}>
                {row.reference && <span className="block">{row.reference}</span>}
                {row.transferId && (
                  <Link href={`/dashboard/projects/${projectId}/transfers/${row.transferId}`} className="whitespace-nowrap text-brand-700 underline">
                    {t('openTransfer')}
                  </Link>
                )}
                {!row.reference && !row.transferId && <span className="text-slate-600">{t('nobody')}</span>}
              </td>
              <td className={clsx(cell, 'whitespace-nowrap')}>{row.actor?.name ?? <span className="text-slate-600">{t('nobody')}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
