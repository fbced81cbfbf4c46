import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { useUpdateStand } from '@/features/stands';
import { formatMoney } from '@/lib/format';
import { closingKeys } from '../../api';
import type { ClosingWarning } from '../../closing-confirmation';
import { closingLinks } from '../../links';

interface ClosingWarningsProps {
  warnings: ClosingWarning[];
  projectId: string;
  eventId: string;
}

const linkClass = 'inline-flex min-h-11 items-center font-medium text-brand-700 underline';

/**
 * What is left undone before the confirmation, each with the way to fix it: the orders step, the stand's cash step,
 * or closing the stand still open from here.
 */
export function ClosingWarnings({ warnings, projectId, eventId }: ClosingWarningsProps) {
  const t = useTranslations('closing.warnings');
  const id = useId();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const updateStand = useUpdateStand(eventId);
  if (!warnings.length) return null;

  async function closeStand(standId: string, standName: string) {
    try {
      await updateStand.mutateAsync({ id: standId, status: 'closed' });
      notify.success(t('standClosed', { stand: standName }));
    } catch (error) {
      notify.error(error, { operation: 'update' });
    }
    await queryClient.invalidateQueries({ queryKey: closingKeys.data(eventId) });
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex max-w-2xl flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <h3 id={`${id}-title`} className="font-semibold">
        {t('title', { count: warnings.length })}
      </h3>
      <ul className="flex flex-col gap-2">
        {warnings.map((warning) => (
          <li key={`${warning.kind}-${'standId' in warning ? warning.standId : ''}`} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            {warning.kind === 'standOpen' && (
              <>
                <span>{t('standOpen', { stand: warning.standName })}</span>
                <Button variant="secondary" onClick={() => void closeStand(warning.standId, warning.standName)} disabled={updateStand.isPending}>
                  {t('closeStand', { stand: warning.standName })}
                </Button>
              </>
            )}
            {warning.kind === 'cashNotCounted' && (
              <>
                <span>{t('cashNotCounted', { stand: warning.standName, amount: formatMoney(warning.cash) })}</span>
                <Link href={closingLinks.step(projectId, eventId, `${warning.standId}/cash`)} className={linkClass}>
                  {t('countCash', { stand: warning.standName })}
                </Link>
              </>
            )}
            {(warning.kind === 'ordersNotCollected' || warning.kind === 'ordersAwaitingPayment') && (
              <>
                <span>{t(warning.kind, { count: warning.count })}</span>
                <Link href={closingLinks.step(projectId, eventId, 'orders')} className={linkClass}>
                  {t('openOrders')}
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
