import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import type { DashboardTodo } from '../../types';
import { homeLinks } from './home-links';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** What needs doing now, across the tours: each line says what and where, and links to the screen that does it. */
export function TodoList({ todo }: { todo: DashboardTodo }) {
  const t = useTranslations('home.todo');
  const { formatDate, formatDateTime } = useDateFormat();
  const groups: { key: string; title: string; items: ReactNode[] }[] = [
    {
      key: 'transfers',
      title: t('transfers.title', { count: todo.transfersToCheckIn.count }),
      items: todo.transfersToCheckIn.items.map((transfer) => (
        <Link key={transfer.transferId} href={homeLinks.transfer(transfer.projectId, transfer.transferId)} className={linkClass}>
          {t('transfers.item', { stand: transfer.standName, event: transfer.eventName ?? '—', units: transfer.units, sentAt: formatDateTime(transfer.sentAt) })}
        </Link>
      )),
    },
    {
      key: 'closings',
      title: t('closings.title', { count: todo.closingsToDo.length }),
      items: todo.closingsToDo.map((date) => (
        <Link key={date.eventId} href={homeLinks.closing(date.projectId, date.eventId)} className={linkClass}>
          {t('closings.item', { event: date.name, day: date.lastDay ? formatDate(date.lastDay) : '—' })}
        </Link>
      )),
    },
    {
      key: 'shopOrders',
      title: t('shopOrders.title', { count: todo.shopOrders.reduce((sum, date) => sum + date.toPrepare + date.prepared, 0) }),
      items: todo.shopOrders.map((date) => (
        <Link key={date.eventId} href={homeLinks.date(date.projectId, date.eventId)} className={linkClass}>
          {t('shopOrders.item', { event: date.eventName, toPrepare: date.toPrepare, prepared: date.prepared })}
        </Link>
      )),
    },
    {
      key: 'lowStock',
      title: t('lowStock.title', { count: todo.lowStock.length }),
      items: todo.lowStock.map((stand) => (
        <Link key={stand.standId} href={homeLinks.tourStock(stand.projectId)} className={linkClass}>
          {t('lowStock.item', { stand: stand.standName, event: stand.eventName, variants: stand.variants })}
        </Link>
      )),
    },
    {
      key: 'tablets',
      title: t('tablets.title', { count: todo.unsyncedTablets.length }),
      items: todo.unsyncedTablets.map((tablet) => (
        <Link key={`${tablet.standId}-${tablet.number}`} href={homeLinks.date(tablet.projectId, tablet.eventId)} className={linkClass}>
          {t('tablets.item', {
            tablet: tablet.label ?? t('tablets.number', { number: tablet.number }),
            stand: tablet.standName,
            event: tablet.eventName,
            pending: tablet.pending,
            since: tablet.oldestPendingAt ? formatDateTime(tablet.oldestPendingAt) : '—',
          })}
        </Link>
      )),
    },
    {
      key: 'services',
      title: t('services.title', { count: todo.serviceRequests.length }),
      items: todo.serviceRequests.map((request) => (
        <Link key={request.id} href={homeLinks.date(request.projectId, request.eventId)} className={linkClass}>
          {t('services.item', { event: request.eventName, kind: t(`services.kind.${request.kind}`), status: t(`services.status.${request.status}`) })}
        </Link>
      )),
    },
  ].filter((group) => group.items.length > 0);

  return (
    <section aria-labelledby="home-todo" className="flex flex-col gap-3">
      <h2 id="home-todo" className="text-xl font-semibold">
        {t('title')}
      </h2>
      {groups.length === 0 ? (
        <p className="text-slate-700">{t('nothing')}</p>
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {groups.map((group) => (
            <div key={group.key} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
              <h3 className="font-semibold">{group.title}</h3>
              <ul className="flex flex-col gap-1">
                {group.items.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
              {group.key === 'transfers' && todo.transfersToCheckIn.count > todo.transfersToCheckIn.items.length && (
                <p className="text-sm text-slate-700">{t('transfers.more', { count: todo.transfersToCheckIn.count - todo.transfersToCheckIn.items.length })}</p>
              )}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

