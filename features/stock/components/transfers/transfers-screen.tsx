import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { SelectField } from '@/components/ui/form-field';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { Pagination } from '@/components/ui/pagination';
import { canWriteTour, useProject } from '@/features/projects';
import { formatInteger } from '@/lib/format';
import { useInventories, useTransfers } from '../../api';
import { transferStatuses, transferTypes, type TransferStatus, type TransferType } from '../../types';
import { InventoryOptions } from './inventory-options';
import { useInventoryName, withEventName } from './inventory-name';
import { transferLinks } from './links';
import { TransferStatusBadge } from './transfer-status-badge';
import { ScrollRegion } from '@/components/ui/scroll-region';
import { useDateFormat } from '@/lib/hooks/use-date-format';

interface Filter {
  status?: TransferStatus;
  type?: TransferType;
  inventoryId?: string;
  eventId?: string;
  page: number;
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' && value ? value : undefined);

/** The filters live in the address, so that a dispatch can link to its event's transfers and Back keeps them. */
function readFilter(query: Record<string, string | string[] | undefined>): Filter {
  const status = single(query.status);
  const type = single(query.type);
  return {
    status: transferStatuses.includes(status as TransferStatus) ? (status as TransferStatus) : undefined,
    type: transferTypes.includes(type as TransferType) ? (type as TransferType) : undefined,
    inventoryId: single(query.inventoryId),
    eventId: single(query.eventId),
    page: Math.max(1, Number(single(query.page)) || 1),
  };
}

/** A tour's transfers, newest first, filtered by status, type, inventory (and event, from a dispatch). */
export function TransfersScreen({ projectId }: { projectId: string }) {
  const { formatDateTime } = useDateFormat();
  const t = useTranslations('transfers.list');
  const ts = useTranslations('transfers.statuses');
  const tt = useTranslations('transfers.types');
  const router = useRouter();
  const filter = readFilter(router.query);
  const project = useProject(projectId);
  const inventories = useInventories(projectId);
  const transfers = useTransfers({
    projectId,
    status: filter.status ? [filter.status] : undefined,
    type: filter.type ? [filter.type] : undefined,
    inventoryId: filter.inventoryId,
    eventId: filter.eventId,
    page: filter.page,
  });
  const nameOf = useInventoryName();
  const writer = canWriteTour(project.data);
  const pages = Math.max(1, Math.ceil((transfers.data?.meta.total ?? 0) / (transfers.data?.meta.limit ?? 1)));
  const eventName = filter.eventId ? inventories.data?.find((inventory) => inventory.eventId === filter.eventId)?.eventName : undefined;
  const filtered = Boolean(filter.status || filter.type || filter.inventoryId || filter.eventId);

  function update(change: Partial<Filter>) {
    const next = { ...filter, page: 1, ...change };
    const query: Record<string, string> = { projectId };
    for (const key of ['status', 'type', 'inventoryId', 'eventId'] as const) if (next[key]) query[key] = next[key]!;
    if (next.page > 1) query.page = String(next.page);
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true });
  }

  return (
    <div className="flex flex-col gap-6">
      <Link href={transferLinks.tourStock(projectId)} className="self-start text-brand-700 underline">
        <span aria-hidden="true">←</span> {project.data ? t('backTo', { name: project.data.name }) : t('back')}
      </Link>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{t('title')}</h1>
          <p className="text-slate-700">{t('intro')}</p>
        </div>
        {writer && (
          <Link href={transferLinks.create(projectId)} className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
            {t('create')}
          </Link>
        )}
      </header>
      {filter.eventId && (
        <p className="flex flex-wrap items-center gap-3 rounded-md border border-blue-200 bg-blue-50 p-3 text-blue-900">
          {eventName ? t('eventFilter', { event: eventName }) : t('eventFilterUnnamed')}
          <button type="button" onClick={() => update({ eventId: undefined })} className="min-h-11 rounded-md px-3 font-medium text-blue-900 underline hover:bg-blue-100">
            {t('clearEvent')}
          </button>
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-3" role="group" aria-label={t('filters')}>
        <SelectField label={t('status')} value={filter.status ?? ''} onChange={(event) => update({ status: (event.target.value || undefined) as TransferStatus | undefined })}>
          <option value="">{t('allStatuses')}</option>
          {transferStatuses.map((status) => (
            <option key={status} value={status}>
              {ts(status)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('type')} value={filter.type ?? ''} onChange={(event) => update({ type: (event.target.value || undefined) as TransferType | undefined })}>
          <option value="">{t('allTypes')}</option>
          {transferTypes.map((type) => (
            <option key={type} value={type}>
              {tt(type)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('inventory')} value={filter.inventoryId ?? ''} onChange={(event) => update({ inventoryId: event.target.value || undefined })}>
          <option value="">{t('allInventories')}</option>
          <InventoryOptions inventories={inventories.data ?? []} />
        </SelectField>
      </div>
      {transfers.isPending && <SkeletonLines label={t('loading')} />}
      {transfers.isError && <LoadError onRetry={() => void transfers.refetch()} />}
      {transfers.data && (
        <p aria-live="polite" className="text-slate-700">
          {t('count', { count: transfers.data.meta.total })}
        </p>
      )}
      {transfers.data?.data.length === 0 && (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">{filtered ? t('noMatch') : writer ? t('emptyWriter') : t('empty')}</p>
      )}
      {transfers.data && transfers.data.data.length > 0 && (
        <ScrollRegion label={t('title')} className="rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left">
            <caption className="sr-only">{t('title')}</caption>
            <thead>
              <tr className="border-b border-slate-200 bg-slate-50">
                <th scope="col" className="px-4 py-3">{t('date')}</th>
                <th scope="col" className="px-4 py-3">{t('route')}</th>
                <th scope="col" className="px-4 py-3">{t('type')}</th>
                <th scope="col" className="px-4 py-3 text-right">{t('units')}</th>
                <th scope="col" className="px-4 py-3">{t('status')}</th>
              </tr>
            </thead>
            <tbody>
              {transfers.data.data.map((transfer) => {
                const from = nameOf(withEventName(transfer.from, inventories.data));
                const to = nameOf(withEventName(transfer.to, inventories.data));
                return (
                  <tr key={transfer.id} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="px-4 py-3 font-normal">
                      <Link href={transferLinks.detail(projectId, transfer.id)} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline" aria-label={t('open', { date: formatDateTime(transfer.createdAt), from, to })}>
                        {formatDateTime(transfer.createdAt)}
                      </Link>
                    </th>
                    <td className="px-4 py-3">{t('fromTo', { from, to })}</td>
                    <td className="px-4 py-3">{tt(transfer.type)}</td>
                    <td className="px-4 py-3 text-right tabular-nums">{formatInteger(transfer.quantity)}</td>
                    <td className="px-4 py-3">
                      <TransferStatusBadge status={transfer.status} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {pages > 1 && <Pagination page={filter.page} pages={pages} onChange={(page) => update({ page })} />}
    </div>
  );
}
