import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { onceOpened } from '@/components/ui/once-opened';
import { useCurrentUser } from '@/features/auth';
import type { EventView } from '@/features/events';
import { canWriteTour, useProject } from '@/features/projects';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { useEventServices } from '../api';
import { mayRequestTerminal, standServiceTiming } from '../time-rules';
import type { EventServicesView } from '../types';
import type { ContactValues } from './contact-fields';
import { ServiceRequestItem } from './service-request-item';

// The two request forms in chunks of their own, fetched when first opened (issue #28): they bring the requests'
// validation (zod), which the event page does not otherwise need.
const TerminalRequestDialog = onceOpened(dynamic(() => import('./terminal-request-dialog').then((module) => module.TerminalRequestDialog)));
const StandServiceDialog = onceOpened(dynamic(() => import('./stand-service-dialog').then((module) => module.StandServiceDialog)));

type Dialog = 'terminal' | 'standManagement' | null;

/**
 * The event page's services card (issue #16): payment terminals and stand management, with the deadlines of each
 * said before the manager asks, and the requests followed step by step. The server enforces every rule again.
 */
export function ServicesCard({ event }: { event: EventView }) {
  const t = useTranslations('services.card');
  const project = useProject(event.projectId);
  const services = useEventServices(event.id);
  const canWrite = canWriteTour(project.data);

  return (
    <div id="services" className="scroll-mt-20">
      <Card title={t('title')} description={t('intro')}>
        {services.isPending || project.isPending ? (
          <SkeletonLines label={t('loading')} lines={3} />
        ) : services.isError ? (
          <LoadError error={services.error} onRetry={() => void services.refetch()} />
        ) : (
          <div className="flex flex-col gap-6">
            <ServiceOffers event={event} services={services.data} canWrite={canWrite} />
            <section aria-labelledby="service-requests-title" className="flex flex-col gap-3">
              <h3 id="service-requests-title" className="font-semibold text-slate-900">
                {t('requestsTitle')}
              </h3>
              {services.data.requests.length === 0 ? (
                <p className="text-slate-700">{t('none')}</p>
              ) : (
                <ul className="flex flex-col gap-3">
                  {services.data.requests.map((request) => (
                    <ServiceRequestItem key={request.id} request={request} canWrite={canWrite} />
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </Card>
    </div>
  );
}

/** The two services, each with its deadline, and the button to ask while it is still possible. */
function ServiceOffers({ event, services, canWrite }: { event: EventView; services: EventServicesView; canWrite: boolean }) {
  const t = useTranslations('services.card');
  const { formatLongDateTime } = useDateFormat();
  const user = useCurrentUser();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [session, setSession] = useState(0);
  const date = (iso: string) => formatLongDateTime(iso);
  const active = event.status === 'pending' || event.status === 'inProgress';
  const start = services.eventStartsAt ? new Date(services.eventStartsAt) : null;
  const now = new Date();
  const terminalOpen = start !== null && mayRequestTerminal(start, now);
  const standTiming = start ? standServiceTiming(start, now) : 'refused';
  const standOpen = services.standServiceArea && standTiming !== 'refused';
  const hasStands = event.stands.length > 0;
  const contact: ContactValues = {
    name: [user.data?.firstName, user.data?.lastName].filter(Boolean).join(' '),
    phone: '',
    email: user.data?.email ?? '',
  };

  function open(kind: Exclude<Dialog, null>) {
    setSession(session + 1);
    setDialog(kind);
  }

  if (!start) return <p className="text-slate-700">{t('noDate')}</p>;
  const offerable = canWrite && active && hasStands;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="terminal-offer" className="flex flex-col items-start gap-2 rounded-md bg-slate-50 p-4">
        <h3 id="terminal-offer" className="font-semibold text-slate-900">
          {t('terminalTitle')}
        </h3>
        <p className="text-sm text-slate-700">{terminalOpen ? t('terminalDeadline', { date: date(services.terminalDeadline!) }) : t('terminalClosed', { date: date(services.terminalDeadline!) })}</p>
        {offerable && terminalOpen && <Button onClick={() => open('terminal')}>{t('requestTerminal')}</Button>}
      </section>
      <section aria-labelledby="stand-offer" className="flex flex-col items-start gap-2 rounded-md bg-slate-50 p-4">
        <h3 id="stand-offer" className="font-semibold text-slate-900">
          {t('standTitle')}
        </h3>
        {!services.standServiceArea ? (
          <p className="text-sm text-slate-700">{t('standArea')}</p>
        ) : standTiming === 'refused' ? (
          <p className="text-sm text-slate-700">{t('standClosed')}</p>
        ) : (
          <>
            <p className="text-sm text-slate-700">{t('standDeadline', { date: date(services.standService!.onTimeUntil) })}</p>
            <p className="text-sm text-slate-700">{t('standLate', { date: date(services.standService!.refusedFrom) })}</p>
          </>
        )}
        {offerable && standOpen && <Button onClick={() => open('standManagement')}>{t('requestStandService')}</Button>}
      </section>
      {canWrite && active && !hasStands && <p className="text-slate-700 md:col-span-2">{t('noStands')}</p>}
      {offerable && (
        <>
          <TerminalRequestDialog key={`terminal-${session}`} event={event} contact={contact} open={dialog === 'terminal'} onClose={() => setDialog(null)} />
          <StandServiceDialog key={`stand-${session}`} event={event} contact={contact} late={standTiming === 'late'} open={dialog === 'standManagement'} onClose={() => setDialog(null)} />
        </>
      )}
    </div>
  );
}
