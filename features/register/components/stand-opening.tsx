import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { useUpdateStand, type StandView } from '@/features/stands';
import { formatMoney } from '@/lib/format';

/**
 * Before the first sale: the seller counts the change fund the manager planned and confirms it, then opens the stand.
 * A stand that takes no cash has no fund to count.
 */
export function StandOpening({ eventId, stand }: { eventId: string; stand: StandView }) {
  const t = useTranslations('register.opening');
  const notify = useNotify();
  const id = useId();
  const update = useUpdateStand(eventId);
  const [counted, setCounted] = useState(false);
  const ready = counted || !stand.isCashCompatible;

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto flex w-full max-w-2xl flex-col gap-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={`${id}-title`} className="text-2xl font-semibold">
        {t('title')}
      </h2>
      <p className="text-lg text-slate-800">{t('intro')}</p>
      {stand.isCashCompatible ? (
        <>
          <p className="flex items-baseline justify-between gap-4 rounded-lg border-2 border-slate-300 p-4">
            <span className="text-xl">{t('changeFund')}</span>
            <span className="text-4xl font-bold" data-testid="change-fund">
              {formatMoney(stand.changeFund)}
            </span>
          </p>
          <label className="flex min-h-12 items-center gap-4 text-lg">
            <input type="checkbox" className="size-7 shrink-0" checked={counted} onChange={(event) => setCounted(event.target.checked)} />
            {t('confirmFund', { amount: formatMoney(stand.changeFund) })}
          </label>
        </>
      ) : (
        <p className="rounded-md border border-blue-200 bg-blue-50 p-4 text-blue-900">{t('cardOnly')}</p>
      )}
      <Button
        className="min-h-16 text-xl"
        disabled={!ready || update.isPending}
        onClick={() => update.mutate({ id: stand.id, status: 'opened' }, { onError: (error) => notify.error(error, { operation: 'update' }) })}
      >
        {update.isPending ? t('opening') : t('open')}
      </Button>
    </section>
  );
}

/** Closing the stand at the end: no sale is taken until it is opened again. */
export function useCloseStand(eventId: string, stand: StandView) {
  const notify = useNotify();
  const t = useTranslations('register.closing');
  const update = useUpdateStand(eventId);
  return {
    pending: update.isPending,
    close: (onDone: () => void) =>
      update.mutate(
        { id: stand.id, status: 'closed' },
        {
          onSuccess: () => {
            notify.success(t('closed', { stand: stand.name }));
            onDone();
          },
          onError: (error) => notify.error(error, { operation: 'update' }),
        },
      ),
  };
}
