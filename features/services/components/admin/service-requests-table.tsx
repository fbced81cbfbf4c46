import { useTranslations } from 'next-intl';
import { ScrollRegion } from '@/components/ui/scroll-region';
import type { ServiceRequestView } from '../../types';
import { ServiceRequestActions } from './service-request-actions';
import { AmountsSummary, ContactSummary, DueSummary, EventSummary, KindSummary, OrganisationLink, StandsList, StatusSummary } from './service-request-details';
import type { ServiceStep } from './service-step';

interface ServiceRequestsTableProps {
  requests: ServiceRequestView[];
  onStep: (request: ServiceRequestView, step: ServiceStep) => void;
}

const columns = ['organisation', 'event', 'kind', 'stands', 'contact', 'status', 'due', 'amounts', 'actions'] as const;

/** From the tablet width on: one row a request, in the API's order (the most urgent first). */
export function ServiceRequestsTable({ requests, onStep }: ServiceRequestsTableProps) {
  const t = useTranslations('services.admin');
  return (
    <ScrollRegion label={t('list.caption')}>
      <table className="w-full min-w-[72rem] text-left align-top">
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-sm text-slate-700">
            {columns.map((column) => (
              <th key={column} scope="col" className="py-2 pr-4 font-medium">
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {requests.map((request) => (
            <tr key={request.id} className="align-top" data-testid="service-request">
              <th scope="row" className="py-3 pr-4 font-normal">
                <OrganisationLink request={request} />
              </th>
              <td className="py-3 pr-4">
                <EventSummary request={request} />
              </td>
              <td className="py-3 pr-4 text-slate-800">
                <KindSummary request={request} />
              </td>
              <td className="py-3 pr-4 text-slate-800">
                <StandsList request={request} />
              </td>
              <td className="py-3 pr-4 text-sm">
                <ContactSummary request={request} />
              </td>
              <td className="py-3 pr-4">
                <StatusSummary request={request} />
              </td>
              <td className="py-3 pr-4">
                <DueSummary request={request} />
              </td>
              <td className="py-3 pr-4 text-sm">
                <AmountsSummary request={request} />
              </td>
              <td className="py-3">
                <ServiceRequestActions request={request} onStep={(step) => onStep(request, step)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
