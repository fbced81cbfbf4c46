import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { useAnnouncements } from '@/features/announcements';
import { clientLinks, ClientStatusBadge, useClients, useClientsCount } from '@/features/clients';
import { useDateFormat } from '@/lib/hooks/use-date-format';

const card = 'flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm';

/** One key figure: its number once loaded, a placeholder while it loads, a short sentence if it failed. */
function Figure({ label, value, failed }: { label: string; value: number | undefined; failed: boolean }) {
  const t = useTranslations('common.admin');
  return (
    <div className={card}>
      <dt className="text-slate-700">{label}</dt>
      <dd className="text-3xl font-semibold text-slate-900">{failed ? <span className="text-base font-normal">{t('loadError')}</span> : (value ?? <span className="sr-only">{t('loading')}</span>)}</dd>
    </div>
  );
}

/** /admin: the platform admin's home — the key figures, the latest clients, and the way to each admin screen. */
export function AdminHome() {
  const t = useTranslations('common.admin');
  const { formatDate } = useDateFormat();
  const all = useClientsCount({});
  const active = useClientsCount({ status: ['active'] });
  const suspended = useClientsCount({ status: ['suspended'] });
  const published = useAnnouncements({ page: 1, limit: 1, status: ['published'] });
  const latest = useClients({ page: 1, limit: 5 });
  const shortcuts = [
    { href: clientLinks.list, title: t('manageClients'), text: t('manageClientsText') },
    { href: '/admin/announcements', title: t('manageAnnouncements'), text: t('manageAnnouncementsText') },
    { href: '/admin/announcements/new', title: t('newAnnouncement'), text: t('newAnnouncementText') },
  ];

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <p className="text-slate-700">{t('intro')}</p>
      </header>
      <section aria-labelledby="admin-counts">
        <h2 id="admin-counts" className="sr-only">
          {t('counts')}
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          <Figure label={t('clients')} value={all.data?.count} failed={all.isError} />
          <Figure label={t('activeClients')} value={active.data?.count} failed={active.isError} />
          <Figure label={t('suspendedClients')} value={suspended.data?.count} failed={suspended.isError} />
          <Figure label={t('publishedAnnouncements')} value={published.data?.meta.total} failed={published.isError} />
        </dl>
      </section>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="admin-latest-clients" className={card}>
          <h2 id="admin-latest-clients" className="text-lg font-semibold">
            {t('latestClients')}
          </h2>
          {latest.isPending && <SkeletonLines label={t('loading')} lines={3} />}
          {latest.isError && <LoadError onRetry={() => void latest.refetch()} />}
          {latest.data?.data.length === 0 && <p className="text-slate-700">{t('noClients')}</p>}
          {latest.data && latest.data.data.length > 0 && (
            <ul className="flex flex-col divide-y divide-slate-200">
              {latest.data.data.map((client) => (
                <li key={client.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    <Link href={clientLinks.page(client.id)} className="font-medium break-words text-brand-700 underline hover:text-brand-800">
                      {client.name}
                    </Link>
                    <span className="block text-sm text-slate-700">{t('since', { date: formatDate(client.createdAt) })}</span>
                  </span>
                  <ClientStatusBadge status={client.status} />
                </li>
              ))}
            </ul>
          )}
          <Link href={clientLinks.list} className="inline-flex min-h-11 items-center self-start font-medium text-brand-700 underline">
            {t('allClients')}
          </Link>
        </section>
        <nav aria-labelledby="admin-shortcuts" className={card}>
          <h2 id="admin-shortcuts" className="text-lg font-semibold">
            {t('shortcuts')}
          </h2>
          <ul className="flex flex-col gap-2">
            {shortcuts.map((shortcut) => (
              <li key={shortcut.href}>
                <Link href={shortcut.href} className="flex min-h-11 flex-col rounded-md border border-slate-200 p-3 hover:bg-slate-50">
                  <span className="font-medium text-brand-700 underline">{shortcut.title}</span>
                  <span className="text-sm text-slate-700">{shortcut.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
