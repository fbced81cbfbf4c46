import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { formatMoney } from '@/lib/format';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { useClientInvoices, useCreditInvoice, useInvoiceClientFees } from '../api';
import type { InvoiceView } from '../types';
import { BillingSection } from './billing-section';
import { previousParisMonth } from './billing-period';
import { InvoicesTable } from './invoices-table';
import { useErrorToast } from '@/components/feedback/use-error-toast';

const PAGE = { page: 1, limit: 100 };

/** An issued invoice that may still receive its one credit note (the API refuses the others: this only hides the button). */
function creditable(invoice: InvoiceView, all: readonly InvoiceView[]) {
  return invoice.kind !== 'creditNote' && invoice.status !== 'draft' && !all.some((other) => other.creditedInvoiceId === invoice.id);
}

/**
 * The admin client page's invoices block: the client's invoices, drafts included, the previous month's fees issued
 * for that client, and a credit note per invoice after confirmation. The page needs the `invoices` messages.
 */
export function ClientInvoicesPanel({ clientId }: { clientId: string }) {
  const t = useTranslations('invoices.screens');
  const notify = useNotify();
  const { formatDate } = useDateFormat();
  const invoices = useClientInvoices(clientId, PAGE);
  const issueFees = useInvoiceClientFees(clientId);
  const credit = useCreditInvoice();
  const [crediting, setCrediting] = useState<InvoiceView | null>(null);
  const [period] = useState(() => previousParisMonth());
  useErrorToast(invoices.error, 'read');

  const numberOf = (invoice: InvoiceView) => invoice.number ?? t('invoices.noNumber');

  function issue() {
    const known = new Set(invoices.data?.data.map((invoice) => invoice.id));
    issueFees.mutate(period, {
      onSuccess: (invoice) => notify.success(t(known.has(invoice.id) ? 'panel.alreadyIssued' : 'panel.issued', { number: numberOf(invoice) })),
      onError: (error) => notify.error(error, { operation: 'create' }),
    });
  }

  function confirmCredit() {
    if (!crediting) return;
    credit.mutate(crediting, {
      onSuccess: (note) => {
        setCrediting(null);
        notify.success(t('panel.credited', { number: numberOf(note) }));
      },
      onError: (error) => {
        setCrediting(null);
        notify.error(error, { operation: 'create' });
      },
    });
  }

  let content;
  if (invoices.isPending) content = <SkeletonLines label={t('invoices.loading')} />;
  else if (invoices.isError) content = <LoadError onRetry={() => void invoices.refetch()} />;
  else if (invoices.data.data.length === 0) content = <EmptyState text={t('invoices.empty')} />;
  else {
    const all = invoices.data.data;
    content = (
      <InvoicesTable
        invoices={all}
        rowActions={(invoice) =>
          creditable(invoice, all) && (
            <Button variant="secondary" aria-label={t('panel.creditLabel', { number: numberOf(invoice) })} onClick={() => setCrediting(invoice)}>
              {t('panel.credit')}
            </Button>
          )
        }
      />
    );
  }

  return (
    <BillingSection
      title={t('panel.title')}
      intro={t('panel.periodHint', { start: formatDate(period.periodStart), end: formatDate(period.periodEnd) })}
      actions={
        <Button variant="secondary" onClick={issue} disabled={issueFees.isPending}>
          {issueFees.isPending ? t('panel.issuing') : t('panel.issueFees')}
        </Button>
      }
    >
      {content}
      <ConfirmDialog
        open={crediting !== null}
        title={t('panel.creditTitle')}
        confirmLabel={t('panel.creditConfirm')}
        cancelLabel={t('panel.creditCancel')}
        pendingLabel={t('panel.crediting')}
        pending={credit.isPending}
        tone="danger"
        onConfirm={confirmCredit}
        onClose={() => setCrediting(null)}
      >
        {crediting && <p>{t('panel.creditText', { number: numberOf(crediting), amount: formatMoney(crediting.totalInclVat) })}</p>}
      </ConfirmDialog>
    </BillingSection>
  );
}
