import clsx from 'clsx';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

import type { ClientView } from '../types';
import { clientLinks } from './links';
import { ClientStatusBadge } from './client-status-badge';
import { useDateFormat } from '@/lib/hooks/use-date-format';

interface ClientsTableProps {
  caption: string;
  clients: ClientView[];
  /** A newer page is on its way: the rows shown are the previous ones. */
  stale: boolean;
  onChangeStatus: (client: ClientView) => void;
}

const headerCell = 'px-4 py-3 text-left text-sm font-semibold text-slate-800';

export function ClientsTable({ caption, clients, stale, onChangeStatus }: ClientsTableProps) {
  const { formatDate } = useDateFormat();
  const t = useTranslations('clients');
  // The plan that grants access now; allowAllFeatures opens everything whatever the plan.
  const planOf = (client: ClientView) => [client.subscriptionType ? t(`admin.plans.${client.subscriptionType}`) : t('admin.noPlan'), ...(client.allowAllFeatures ? [t('admin.allFeatures')] : [])].join(' · ');
  const countryName = (code: string | null) => (code ? (t.has(`countries.${code}`) ? t(`countries.${code}`) : code) : t('admin.notProvided'));
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      {/* A refresh is shown by a bar, not by fading the rows: faded text would fail the contrast it must keep. */}
      {stale && <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1 animate-pulse bg-indigo-600" />}
      <table className="w-full border-collapse" aria-busy={stale || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={headerCell}>
              {t('admin.columns.name')}
            </th>
            <th scope="col" className={headerCell}>
              {t('admin.columns.city')}
            </th>
            <th scope="col" className={headerCell}>
              {t('admin.columns.country')}
            </th>
            <th scope="col" className={headerCell}>
              {t('admin.columns.plan')}
            </th>
            <th scope="col" className={headerCell}>
              {t('admin.columns.status')}
            </th>
            <th scope="col" className={headerCell}>
              {t('admin.columns.createdAt')}
            </th>
            <th scope="col" className={clsx(headerCell, 'text-right')}>
              {t('admin.columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {clients.map((client) => (
            <tr key={client.id} className="hover:bg-slate-50">
              <th scope="row" className="px-4 py-3 text-left font-normal">
                {/* The name opens the client's page: identity, accounts, plan, tours and suspension. */}
                <Link href={clientLinks.page(client.id)} className="font-medium text-brand-700 underline hover:text-brand-800">
                  {client.name}
                </Link>
                {client.email && <span className="block text-sm text-slate-600">{client.email}</span>}
              </th>
              <td className="px-4 py-3 text-slate-800">{client.city ?? t('admin.notProvided')}</td>
              <td className="px-4 py-3 text-slate-800">{countryName(client.country)}</td>
              <td className="px-4 py-3 text-slate-800">{planOf(client)}</td>
              <td className="px-4 py-3">
                <ClientStatusBadge status={client.status} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-800">{formatDate(client.createdAt)}</td>
              <td className="px-4 py-3 text-right">
                <Button variant="secondary" onClick={() => onChangeStatus(client)} className="whitespace-nowrap">
                  {client.status === 'active' ? t('admin.suspend') : t('admin.reactivate')}
                  <span className="sr-only"> {client.name}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Placeholder rows with the table's shape while the first page loads. */
export function ClientsTableSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true" className="flex flex-col gap-3">
        <div className="h-6 w-full animate-pulse rounded bg-slate-200" />
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="h-12 w-full animate-pulse rounded bg-slate-100" />
        ))}
      </div>
    </div>
  );
}
