import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import type { ServiceRequestView } from '../types';
import { AcceptQuote } from './accept-quote';
import { CancelRequestDialog } from './cancel-request-dialog';
import { ServiceStatusBadge } from './status-badge';

/** One request as its organiser follows it: where it stands, what the platform owes next and by when, and its price. */
export function ServiceRequestItem({ request, canWrite }: { request: ServiceRequestView; canWrite: boolean }) {
  const t = useTranslations('services.requests');
  const kind = useTranslations('services.kind');
  const { formatLongDateTime } = useDateFormat();
  const [canceling, setCanceling] = useState(false);
  // A new dialog each time it opens, so it starts from the fee due now; it stays mounted to give focus back on closing.
  const [session, setSession] = useState(0);
  const date = (iso: string) => formatLongDateTime(iso);
  const stands = request.stands.map((stand) => (request.kind === 'terminal' ? t('standQuantity', { stand: stand.standName, quantity: stand.quantity }) : stand.standName)).join(', ');
  const readers = request.stands.filter((stand) => stand.readerId);
  const status = useTranslations('services.status');
  const lastStepAt = { requested: null, acknowledged: request.acknowledgedAt, shipped: request.shippedAt, returned: request.returnedAt, confirmed: request.confirmedAt, declined: request.declinedAt, canceled: request.canceledAt }[request.status];

  return (
    <li className="flex flex-col gap-2 rounded-md border border-slate-200 p-4" data-testid="service-request">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-semibold text-slate-900">{kind(request.kind)}</h4>
        <ServiceStatusBadge status={request.status} />
        {request.late && <span className="rounded bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900">{t('late')}</span>}
      </div>
      <p className="text-slate-800">{t('stands', { stands })}</p>
      <p className="text-sm text-slate-700">{t('requestedOn', { date: date(request.requestedAt) })}</p>
      {lastStepAt && request.status !== 'requested' && <p className="text-sm text-slate-700">{t('statusOn', { status: status(request.status), date: date(lastStepAt) })}</p>}
      {request.due.step && request.due.dueAt && <p className="text-sm text-slate-700">{t(`due.${request.due.step}`, { date: date(request.due.dueAt) })}</p>}
      {request.quoteAmount !== null && <p className="text-slate-800">{t('quote', { amount: formatMoney(request.quoteAmount) })}</p>}
      {request.kind === 'standManagement' && request.status === 'acknowledged' && <AcceptQuote request={request} canWrite={canWrite} />}
      {readers.length > 0 && <p className="text-sm text-slate-700">{t('readers', { readers: readers.map((stand) => `${stand.standName} : ${stand.readerId}`).join(', ') })}</p>}
      {request.status === 'declined' && request.declineReason && <p className="text-slate-800">{t('declineReason', { reason: request.declineReason })}</p>}
      {request.status === 'canceled' && <p className="text-slate-800">{t('fee', { amount: formatMoney(request.cancellationFee ?? 0) })}</p>}
      {canWrite && request.cancellation && (
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              setSession(session + 1);
              setCanceling(true);
            }}
            aria-label={t('cancelLabel', { kind: kind(request.kind) })}
          >
            {t('cancel')}
          </Button>
          <CancelRequestDialog key={session} request={request} open={canceling} onClose={() => setCanceling(false)} />
        </div>
      )}
    </li>
  );
}
