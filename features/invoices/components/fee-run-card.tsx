import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useClient } from '@/features/clients';
import { isApiError } from '@/lib/api-client/api-error';
import { useInvoiceAllFees } from '../api';
import type { FeeInvoicesOutcome } from '../types';
import { BillingSection } from './billing-section';
import { previousParisMonth } from './billing-period';

/** The toast's title: "3 factures émises, 1 déjà émise" (the second part only when some existed). */
export function useRunSummary() {
  const t = useTranslations('invoices.screens.run');
  return (outcome: Pick<FeeInvoicesOutcome, 'issued' | 'existing'>) => {
    const issued = t('issued', { issued: outcome.issued.length });
    return outcome.existing.length ? `${issued}, ${t('existing', { existing: outcome.existing.length })}` : issued;
  };
}

/** A 502 when every client with fees failed names them in `details.failedClientIds`, comma-separated. */
function failedClientIdsOf(error: unknown): string[] {
  if (!isApiError(error)) return [];
  const listed = (error.body as { details?: { failedClientIds?: unknown } } | null)?.details?.failedClientIds;
  return typeof listed === 'string' ? listed.split(',').filter(Boolean) : [];
}

/** Admins: POST /v1/clients/invoices-fees for a period, the previous Paris month unless changed. */
export function FeeRunCard({ now }: { now?: Date }) {
  const t = useTranslations('invoices.screens.run');
  const notify = useNotify();
  const summary = useRunSummary();
  const run = useInvoiceAllFees();
  const [period, setPeriod] = useState(() => previousParisMonth(now));
  const [failed, setFailed] = useState<string[]>([]);
  const invalid = !period.periodStart || !period.periodEnd || period.periodStart > period.periodEnd;

  function submit() {
    if (invalid) return;
    run.mutate(period, {
      onSuccess: (outcome) => {
        setFailed(outcome.failedClientIds);
        const failures = outcome.failedClientIds.length ? t('failedToast', { count: outcome.failedClientIds.length }) : undefined;
        (failures ? notify.warning : notify.success)(summary(outcome), failures);
      },
      onError: (error) => {
        setFailed(failedClientIdsOf(error));
        notify.error(error, { operation: 'create' });
      },
    });
  }

  return (
    <BillingSection title={t('title')} intro={t('intro')}>
      <form
        noValidate
        className="flex flex-wrap items-end gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="w-48">
          <TextField type="date" label={t('periodStart')} value={period.periodStart} onChange={(event) => setPeriod({ ...period, periodStart: event.target.value })} required />
        </div>
        <div className="w-48">
          <TextField
            type="date"
            label={t('periodEnd')}
            value={period.periodEnd}
            min={period.periodStart || undefined}
            onChange={(event) => setPeriod({ ...period, periodEnd: event.target.value })}
            error={period.periodStart && period.periodEnd && invalid ? t('invalidPeriod') : undefined}
            required
          />
        </div>
        <Button type="submit" disabled={invalid || run.isPending}>
          {run.isPending ? t('pending') : t('submit')}
        </Button>
      </form>
      {failed.length > 0 && (
        <div role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          <h3 className="font-semibold">{t('failedTitle')}</h3>
          <p>{t('failedIntro')}</p>
          <ul className="mt-2 list-disc pl-5">
            {failed.map((clientId) => (
              <FailedClient key={clientId} clientId={clientId} />
            ))}
          </ul>
        </div>
      )}
    </BillingSection>
  );
}

/** A client the run could not bill, by name once read (its id meanwhile), linked to its page. */
function FailedClient({ clientId }: { clientId: string }) {
  const client = useClient(clientId);
  return (
    <li>
      <Link href={`/admin/clients/${clientId}`} className="font-medium text-amber-900 underline">
        {client.data?.name ?? clientId}
      </Link>
    </li>
  );
}
