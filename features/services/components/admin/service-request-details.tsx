import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import type { ServiceRequestView } from '../../types';
import { ServiceStatusBadge } from '../status-badge';

// The pieces of a request shown both by the table's cells and by the phone's cards.

export function OrganisationLink({ request }: { request: ServiceRequestView }) {
  return (
    <Link href={`/admin/clients/${request.clientId}`} className="font-medium text-brand-700 underline hover:text-brand-800">
      {request.clientName}
    </Link>
  );
}

export function EventSummary({ request }: { request: ServiceRequestView }) {
  const t = useTranslations('services.admin.request');
  const { formatDateTime } = useDateFormat();
  return (
    <>
      <span className="block font-medium text-slate-900">{request.eventName}</span>
      <span className="block text-sm whitespace-nowrap text-slate-700">{request.eventStartsAt ? formatDateTime(request.eventStartsAt) : t('noDate')}</span>
      {request.eventCity && <span className="block text-sm text-slate-700">{request.eventCity}</span>}
    </>
  );
}

export function KindSummary({ request }: { request: ServiceRequestView }) {
  const t = useTranslations('services');
  return (
    <>
      <span className="block">{t(`kind.${request.kind}`)}</span>
      {request.late && (
        // A word, not a colour: "Tardive", with why for those who hear it.
        <span className="mt-1 inline-block rounded border border-amber-700 px-1.5 text-sm font-medium text-amber-900">
          {t('admin.request.late')}
          <span className="sr-only"> ({t('admin.request.lateHint')})</span>
        </span>
      )}
    </>
  );
}

export function StandsList({ request }: { request: ServiceRequestView }) {
  const t = useTranslations('services.admin.request');
  return (
    <ul className="flex flex-col gap-0.5">
      {request.stands.map((stand) => (
        <li key={stand.standId}>
          {request.kind === 'terminal' ? t('standQuantity', { stand: stand.standName, quantity: stand.quantity }) : stand.standName}
          {stand.readerId && <span className="block font-mono text-sm text-slate-700">{t('reader', { reader: stand.readerId })}</span>}
        </li>
      ))}
    </ul>
  );
}

export function ContactSummary({ request }: { request: ServiceRequestView }) {
  const t = useTranslations('services.admin.request');
  const { name, phone, email } = request.contact;
  const link = 'text-brand-700 underline hover:text-brand-800';
  return (
    <>
      <span className="block text-slate-900">{name}</span>
      <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} aria-label={t('phone', { name, phone })} className={`block whitespace-nowrap ${link}`}>
        {phone}
      </a>
      <a href={`mailto:${email}`} aria-label={t('email', { name, email })} className={`block break-all ${link}`}>
        {email}
      </a>
    </>
  );
}

/** The status, and why the platform declined when it said why. */
export function StatusSummary({ request }: { request: ServiceRequestView }) {
  const t = useTranslations('services.admin.amounts');
  return (
    <>
      <ServiceStatusBadge status={request.status} />
      {request.declineReason && <span className="mt-1 block text-sm text-slate-800">{t('declineReason', { reason: request.declineReason })}</span>}
    </>
  );
}

/** What the platform owes next and by when; overdue says so in words and with a sign, never in red alone. */
export function DueSummary({ request }: { request: ServiceRequestView }) {
  const t = useTranslations('services');
  const { formatDateTime } = useDateFormat();
  const { step, dueAt, overdue } = request.due;
  if (!step) return <span className="text-slate-700">{t('admin.due.none')}</span>;
  return (
    <>
      <span className="block font-medium text-slate-900">{t(`dueStep.${step}`)}</span>
      <span className={`block text-sm ${overdue ? 'font-medium text-red-800' : 'text-slate-700'}`}>{dueAt ? t('admin.due.before', { date: formatDateTime(dueAt) }) : t('admin.due.noDeadline')}</span>
      {overdue && (
        <span className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-red-800" data-testid="service-overdue">
          <span aria-hidden="true">⚠</span>
          {t('admin.due.overdue')}
        </span>
      )}
    </>
  );
}

export function AmountsSummary({ request }: { request: ServiceRequestView }) {
  const t = useTranslations('services.admin.amounts');
  const lines: string[] = [];
  if (request.quoteAmount !== null) lines.push(t('quote', { amount: formatMoney(request.quoteAmount) }));
  else if (request.kind === 'standManagement' && (request.status === 'requested' || request.status === 'acknowledged')) lines.push(t('toQuote'));
  if (request.status === 'canceled' && request.cancellationFee !== null) lines.push(t('cancellationFee', { amount: formatMoney(request.cancellationFee) }));
  if (lines.length === 0)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">{t('none')}</span>
      </>
    );
  return (
    <>
      {lines.map((line) => (
        <span key={line} className="block text-slate-800">
          {line}
        </span>
      ))}
    </>
  );
}
