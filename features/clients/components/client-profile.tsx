import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import type { ClientView } from '../types';
import { StatusBadge } from '@/components/ui/status-badge';

const card = 'flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm';

/** One labelled value of a card; a value the client has not given says so rather than leaving a gap. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="font-medium text-slate-700 sm:w-56 sm:shrink-0">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** What the client record says of the organisation: legal identity, address and contact. */
export function ClientIdentity({ client }: { client: ClientView }) {
  const t = useTranslations('clients');
  const missing = t('admin.notProvided');
  const legalForm = client.legalForm && t.has(`legalForms.${client.legalForm}`) ? t(`legalForms.${client.legalForm}`) : client.legalForm;
  const country = client.country && t.has(`countries.${client.country}`) ? t(`countries.${client.country}`) : client.country;
  const address = [client.addressLine1, client.addressLine2, [client.postcode, client.city].filter(Boolean).join(' '), country].filter(Boolean);
  return (
    <section aria-labelledby="client-identity" className={card}>
      <h2 id="client-identity" className="text-lg font-semibold">
        {t('detail.identity.title')}
      </h2>
      <dl className="flex flex-col gap-2">
        <Field label={t('detail.identity.legalForm')}>{legalForm ?? missing}</Field>
        <Field label={t('detail.identity.siret')}>{client.siret ?? missing}</Field>
        <Field label={t('detail.identity.vatNumber')}>{client.vatNumber ?? missing}</Field>
        <Field label={t('detail.identity.address')}>
          {address.length ? address.map((line) => <span key={line} className="block">{line}</span>) : missing}
        </Field>
        <Field label={t('detail.identity.email')}>{client.email ?? missing}</Field>
        <Field label={t('detail.identity.phone')}>{client.phone ?? missing}</Field>
      </dl>
    </section>
  );
}

/** The manager accounts and whether each has verified its e-mail (an unverified one cannot sign in). */
export function ClientAccounts({ client }: { client: ClientView }) {
  const t = useTranslations('clients.detail.accounts');
  const { formatDate } = useDateFormat();
  const accounts = client.accounts ?? [];
  return (
    <section aria-labelledby="client-accounts" className={card}>
      <h2 id="client-accounts" className="text-lg font-semibold">
        {t('title')}
      </h2>
      {accounts.length === 0 ? (
        <p className="text-slate-700">{t('none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200">
          {accounts.map((account) => (
            <li key={account.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                <span className="block font-medium text-slate-900">{[account.firstName, account.lastName].filter(Boolean).join(' ') || t('noName')}</span>
                <span className="block break-all text-sm text-slate-700">{account.email}</span>
              </span>
              {account.emailVerifiedAt ? (
                <StatusBadge tone="done" mark="✓">
                  {t('verifiedOn', { date: formatDate(account.emailVerifiedAt) })}
                </StatusBadge>
              ) : (
                <StatusBadge tone="pending" mark="!">
                  {t('unverified')}
                </StatusBadge>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The plan as the client record holds it today: its subscription type and whether every feature is open. The
 * subscriptions and billing work will give this card its history and invoices.
 */
export function ClientPlan({ client }: { client: ClientView }) {
  const t = useTranslations('clients.detail.plan');
  return (
    <section aria-labelledby="client-plan" className={card}>
      <h2 id="client-plan" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <dl className="flex flex-col gap-2">
        <Field label={t('subscription')}>{client.subscriptionType ?? t('none')}</Field>
        <Field label={t('allowAllFeatures')}>{client.allowAllFeatures ? t('yes') : t('no')}</Field>
      </dl>
    </section>
  );
}
