import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import type { ServiceRequestView } from '../../types';
import { ServiceRequestActions } from './service-request-actions';
import { AmountsSummary, ContactSummary, DueSummary, EventSummary, KindSummary, OrganisationLink, StandsList, StatusSummary } from './service-request-details';
import type { ServiceStep } from './service-step';

interface ServiceRequestCardsProps {
  requests: ServiceRequestView[];
  onStep: (request: ServiceRequestView, step: ServiceStep) => void;
}

/** Under 768 px: the table's rows as cards, each field under its column's name, in the same order. */
export function ServiceRequestCards({ requests, onStep }: ServiceRequestCardsProps) {
  const t = useTranslations('services.admin');
  return (
    <ul aria-label={t('list.caption')} className="flex flex-col gap-4">
      {requests.map((request) => (
        <ServiceRequestCard key={request.id} request={request} onStep={(step) => onStep(request, step)} />
      ))}
    </ul>
  );
}

function ServiceRequestCard({ request, onStep }: { request: ServiceRequestView; onStep: (step: ServiceStep) => void }) {
  const t = useTranslations('services.admin.columns');
  const headingId = useId();
  return (
    <li data-testid="service-request">
      <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="font-semibold">
            <OrganisationLink request={request} />
          </h3>
          <StatusSummary request={request} />
        </div>
        <dl className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-2">
          <Field label={t('event')}>
            <EventSummary request={request} />
          </Field>
          <Field label={t('kind')}>
            <KindSummary request={request} />
          </Field>
          <Field label={t('stands')}>
            <StandsList request={request} />
          </Field>
          <Field label={t('contact')}>
            <ContactSummary request={request} />
          </Field>
          <Field label={t('due')}>
            <DueSummary request={request} />
          </Field>
          <Field label={t('amounts')}>
            <AmountsSummary request={request} />
          </Field>
        </dl>
        <ServiceRequestActions request={request} onStep={onStep} />
      </article>
    </li>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="min-w-0 text-slate-800">{children}</dd>
    </>
  );
}
