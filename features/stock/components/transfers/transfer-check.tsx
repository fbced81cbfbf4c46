import { useTranslations } from 'next-intl';

import type { TransferView } from '../../types';
import { useInventoryName, type NamedInventory } from './inventory-name';
import { ReceiptForm } from './receipt-form';
import { ReceiptSummary } from './receipt-summary';
import { TransferManagerActions } from './transfer-manager-actions';
import { TransferStatusBadge } from './transfer-status-badge';
import { PageTitle } from '@/components/layout/page-title';
import { useDateFormat } from '@/lib/hooks/use-date-format';

interface TransferCheckProps {
  transfer: TransferView;
  from: NamedInventory;
  to: NamedInventory;
  /** The destination's sellers, and the tour's writers. */
  canReceive: boolean;
  /** The tour's writers: cancel the transfer, or its whole dispatch. */
  canManage: boolean;
}

/**
 * A transfer and its receipt check, the same for a manager at a desk and a seller on a tablet at the stand:
 * counted line by line while in progress, read-only with its receipts once finished or canceled.
 */
export function TransferCheck({ transfer, from, to, canReceive, canManage }: TransferCheckProps) {
  const { formatDateTime } = useDateFormat();
  const t = useTranslations('transfers.check');
  const tt = useTranslations('transfers.types');
  const nameOf = useInventoryName();
  const inProgress = transfer.status === 'inProgress';

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-2">
          <PageTitle name={t('title', { from: nameOf(from), to: nameOf(to) })} />
          <h1 className="text-2xl font-semibold">{t('title', { from: nameOf(from), to: nameOf(to) })}</h1>
          <div className="flex flex-wrap items-center gap-3">
            <TransferStatusBadge status={transfer.status} />
            <span className="text-slate-700">{tt(transfer.type)}</span>
            <span className="text-slate-700">{t('units', { count: transfer.quantity })}</span>
          </div>
          <p className="text-slate-700">
            {transfer.createdBy ? t('createdBy', { name: transfer.createdBy.name, date: formatDateTime(transfer.createdAt) }) : t('createdAt', { date: formatDateTime(transfer.createdAt) })}
          </p>
          {transfer.finishedAt && <p className="text-slate-700">{t('finishedAt', { date: formatDateTime(transfer.finishedAt) })}</p>}
          {transfer.canceledAt && <p className="text-slate-700">{t('canceledAt', { date: formatDateTime(transfer.canceledAt), source: nameOf(from) })}</p>}
          {transfer.note && <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-slate-800">{t('note', { note: transfer.note })}</p>}
        </div>
        {canManage && inProgress && <TransferManagerActions transfer={transfer} sourceName={nameOf(from)} />}
      </header>
      {inProgress && canReceive ? (
        <ReceiptForm key={transfer.id} transfer={transfer} sourceName={nameOf(from)} />
      ) : (
        <>
          {inProgress && <p className="rounded-md border border-blue-200 bg-blue-50 p-3 text-blue-900">{t('notReceiver', { to: nameOf(to) })}</p>}
          <ReceiptSummary transfer={transfer} />
        </>
      )}
    </div>
  );
}
