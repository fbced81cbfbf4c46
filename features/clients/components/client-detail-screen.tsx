import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { useClient } from '../api';
import type { ClientView } from '../types';
import { ClientAccounts, ClientIdentity, ClientPlan } from './client-profile';
import { ClientStatusBadge } from './client-status-badge';
import { ClientStatusDialog } from './client-status-dialog';
import { ClientTours } from './client-tours';
import { clientLinks } from './links';

/** Panels of other domains the page hands in (the plan's, the invoices'), so that this domain need not know them. */
interface ClientPanels {
  planPanel?: (client: ClientView) => ReactNode;
  billingPanel?: (client: ClientView) => ReactNode;
}

/** /admin/clients/[id]: one organisation for the platform admin — identity, accounts, plan, tours, billing, suspension. */
export function ClientDetailScreen({ planPanel, billingPanel }: ClientPanels) {
  const t = useTranslations('clients.detail');
  const { query } = useRouter();
  const id = typeof query.id === 'string' ? query.id : undefined;
  const client = useClient(id);
  const back = { href: clientLinks.list, label: t('backToClients') };

  if (!id || client.isPending) return <SkeletonLines label={t('loading')} />;
  if (client.isError) return <LoadError error={client.error} missing={{ title: t('notFound'), back }} onRetry={() => void client.refetch()} />;
  return <ClientDetail client={client.data} back={back} planPanel={planPanel} billingPanel={billingPanel} />;
}

function ClientDetail({ client, back, planPanel, billingPanel }: ClientPanels & { client: ClientView; back: { href: string; label: string } }) {
  const t = useTranslations('clients');
  const { formatDate } = useDateFormat();
  const [changingStatus, setChangingStatus] = useState(false);
  const active = client.status === 'active';

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <PageTitle name={client.name} />
      <Link href={back.href} className="inline-flex min-h-11 items-center self-start font-medium text-brand-700 underline">
        <span aria-hidden="true">←&nbsp;</span>
        {back.label}
      </Link>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold break-words text-slate-900">{client.name}</h1>
        <div className="flex flex-wrap items-center gap-3 text-slate-700">
          <ClientStatusBadge status={client.status} />
          <span>{t('detail.createdAt', { date: formatDate(client.createdAt) })}</span>
        </div>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <ClientIdentity client={client} />
        <div className="flex flex-col gap-6">
          <ClientAccounts client={client} />
          {planPanel ? planPanel(client) : <ClientPlan client={client} />}
        </div>
      </div>
      <ClientTours clientId={client.id} />
      {billingPanel?.(client)}
      <section aria-labelledby="client-suspension" className="flex flex-col items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="client-suspension" className="text-lg font-semibold">
          {t('detail.suspension.title')}
        </h2>
        <p className="text-slate-700">{active ? t('detail.suspension.activeText') : t('detail.suspension.suspendedText')}</p>
        <Button variant={active ? 'danger' : 'primary'} onClick={() => setChangingStatus(true)}>
          {active ? t('admin.suspend') : t('admin.reactivate')}
        </Button>
      </section>
      <ClientStatusDialog client={changingStatus ? client : null} onClose={() => setChangingStatus(false)} />
    </div>
  );
}
