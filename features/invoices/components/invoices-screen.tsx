import { useTranslations } from 'next-intl';
import { EmptyState, LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { useCurrentUser } from '@/features/auth';
import { useClientInvoices, useClientPayouts } from '../api';
import { BillingSection } from './billing-section';
import { InvoicesTable } from './invoices-table';
import { PayoutsTable } from './payouts-table';
import { useErrorToast } from '@/components/feedback/use-error-toast';

// One page of each is the whole history for a long while (one fee invoice a month, one payout per closed event).
const PAGE = { page: 1, limit: 100 };

/** /dashboard/invoices: the platform's invoices to the manager's organisation and the payouts of its card sales. */
export function InvoicesScreen() {
  const t = useTranslations('invoices.screens');
  const user = useCurrentUser();
  useErrorToast(user.error, 'read');

  let content;
  if (user.isPending) content = <SkeletonLines label={t('page.loading')} lines={6} />;
  else if (!user.data) content = <LoadError onRetry={() => void user.refetch()} />;
  else if (user.data.role !== 'client' || !user.data.clientId) content = <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">{t('page.notManager')}</p>;
  else
    content = (
      <>
        <ClientInvoices clientId={user.data.clientId} />
        <ClientPayouts clientId={user.data.clientId} />
      </>
    );

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-slate-900">{t('page.title')}</h1>
        <p className="text-slate-700">{t('page.intro')}</p>
      </header>
      {content}
    </div>
  );
}

function ClientInvoices({ clientId }: { clientId: string }) {
  const t = useTranslations('invoices.screens.invoices');
  const invoices = useClientInvoices(clientId, PAGE);
  useErrorToast(invoices.error, 'read');
  return (
    <BillingSection title={t('title')}>
      {invoices.isPending ? (
        <SkeletonLines label={t('loading')} />
      ) : invoices.isError ? (
        <LoadError onRetry={() => void invoices.refetch()} />
      ) : invoices.data.data.length === 0 ? (
        <EmptyState text={t('empty')} />
      ) : (
        <InvoicesTable invoices={invoices.data.data} />
      )}
    </BillingSection>
  );
}

function ClientPayouts({ clientId }: { clientId: string }) {
  const t = useTranslations('invoices.screens.payouts');
  const payouts = useClientPayouts(clientId, PAGE);
  useErrorToast(payouts.error, 'read');
  return (
    <BillingSection title={t('title')}>
      {payouts.isPending ? (
        <SkeletonLines label={t('loading')} />
      ) : payouts.isError ? (
        <LoadError onRetry={() => void payouts.refetch()} />
      ) : payouts.data.data.length === 0 ? (
        <EmptyState text={t('empty')} />
      ) : (
        <PayoutsTable payouts={payouts.data.data} />
      )}
    </BillingSection>
  );
}
