import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { useCloseStandDay, type StandClosingAnswer } from '@/features/journal';
import { useOnline } from '@/lib/network/use-online';
import { RegisterDialog } from './register-dialog';
import { StandDayZ } from './stand-day-z';
import { touchButton } from './touch';

/**
 * « Clôturer la journée (Z) » from the register (issue #27): the seller writes the stand's Z into the unalterable
 * journal, after a confirm that says what it does, then reads it here. Selling goes on after: the next Z takes it.
 * The journal lives on the server: offline, the button says it needs the network instead of queuing a closing.
 */
export function StandDayClosing({ standId }: { standId: string }) {
  const t = useTranslations('register.standClosing');
  const notify = useNotify();
  const online = useOnline();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [answer, setAnswer] = useState<StandClosingAnswer | null>(null);
  const close = useCloseStandDay(standId);

  const confirm = () =>
    close.mutate(undefined, {
      onSuccess: (closed) => {
        setAnswer(closed);
        setConfirming(false);
        if (closed.created) notify.success(t('closed', { number: closed.closing.number }));
      },
      onError: (error) => {
        setConfirming(false);
        notify.error(error, { operation: 'create' });
      },
    });

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 print:hidden">
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('title')}
      </h3>
      <p className="text-slate-700">{t('intro')}</p>
      {!online && (
        <p id={`${id}-offline`} role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
          {t('offline')}
        </p>
      )}
      <Button className={`${touchButton} self-start`} disabled={!online || close.isPending} aria-describedby={online ? undefined : `${id}-offline`} onClick={() => setConfirming(true)}>
        {online ? t('close') : t('closeOffline')}
      </Button>
      {answer && <StandDayZ closing={answer.closing} sameAsBefore={!answer.created} />}
      <RegisterDialog
        open={confirming}
        title={t('confirmTitle')}
        busy={close.isPending}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <Button variant="secondary" className={touchButton} disabled={close.isPending} onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button className={touchButton} disabled={close.isPending} onClick={confirm}>
              {close.isPending ? t('closing') : t('confirm')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3 text-slate-700">
          <p>{t('confirmText')}</p>
          <p>{t('confirmAfter')}</p>
        </div>
      </RegisterDialog>
    </section>
  );
}
