import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import type { CashMovementView } from '@/features/orders';
import type { StandView } from '@/features/stands';
import { formatMoney } from '@/lib/format';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { useErrorCatalogue } from '@/lib/errors/error-catalogue';
import type { QueuedCashMovement } from '../offline/outbox-db';
import { useQueuedCashMovements } from '../offline/use-queued-cash-movements';
import { CashMovementDialog } from './cash-movement-dialog';
import { touchButton } from './touch';

const signed = (movement: { direction: 'in' | 'out'; amount: number }) => formatMoney(movement.direction === 'in' ? movement.amount : -movement.amount);

/**
 * The drawer's movements of the day under the cash count, and the « Mouvement d’espèces » action while the stand is
 * opened and takes cash (the server refuses it otherwise). The movements still on this tablet (taken offline) follow,
 * « en attente d’envoi », or refused with the server's reason.
 */
export function CashMovementsPanel({ stand, movements }: { stand: StandView; movements: CashMovementView[] }) {
  const t = useTranslations('register.cashMovement');
  const { formatDateTime } = useDateFormat();
  const id = useId();
  const [open, setOpen] = useState(false);
  const queued = useQueuedCashMovements(stand.id);
  const canMove = stand.status === 'opened' && stand.isCashCompatible;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${id}-title`} className="text-xl font-semibold">
          {t('listTitle')}
        </h3>
        {canMove && (
          <Button variant="secondary" className={touchButton} onClick={() => setOpen(true)}>
            {t('open')}
          </Button>
        )}
      </div>
      {movements.length === 0 && queued.length === 0 ? (
        <p className="text-slate-700">{t('none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200 bg-white">
          {movements.map((movement) => (
            <li key={movement.id} className="flex items-start justify-between gap-3 p-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {t(movement.direction === 'in' ? 'in' : 'out')} · <span className="break-words">{movement.reason}</span>
                </p>
                <p className="text-sm text-slate-700">{t('by', { name: movement.createdBy.name ?? '—', date: formatDateTime(movement.occurredAt) })}</p>
              </div>
              <span className="shrink-0 text-lg font-semibold">{signed(movement)}</span>
            </li>
          ))}
          {queued.map((movement) => (
            <QueuedRow key={movement.idempotencyKey} movement={movement} />
          ))}
        </ul>
      )}
      {canMove && <CashMovementDialog standId={stand.id} open={open} onClose={() => setOpen(false)} />}
    </section>
  );
}

function QueuedRow({ movement }: { movement: QueuedCashMovement }) {
  const t = useTranslations('register.cashMovement');
  const catalogue = useErrorCatalogue();
  const { formatDateTime } = useDateFormat();
  const refusal = movement.lastError && (catalogue[movement.lastError]?.title ?? movement.lastError);
  return (
    <li className="flex items-start justify-between gap-3 p-3" data-testid="queued-cash-movement">
      <div className="min-w-0">
        <p className="font-medium text-slate-900">
          {t(movement.body.direction === 'in' ? 'in' : 'out')} · <span className="break-words">{movement.body.reason}</span>
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {formatDateTime(movement.occurredAt)}
          {movement.state === 'refused' ? (
            <StatusBadge tone="danger" mark="!">
              {t('refusedSend', { reason: refusal ?? '—' })}
            </StatusBadge>
          ) : (
            <StatusBadge tone="pending" mark="…">
              {t('pendingSend')}
            </StatusBadge>
          )}
        </p>
      </div>
      <span className="shrink-0 text-lg font-semibold">{signed(movement.body)}</span>
    </li>
  );
}
