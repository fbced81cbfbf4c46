import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { CASH_MOVEMENT_REASON_MAX, cashMovementSchema, useRecordCashMovement, type CashMovementDirection, type CashMovementInput } from '@/features/orders';
import { isApiError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/api-client/new-idempotency-key';
import { formatMoney } from '@/lib/format';
import { isOffline, useOnline } from '@/lib/network/use-online';
import { DeviceNotRegisteredError } from '../offline/queue-offline-sale';
import { parseEuros } from './money-input';
import { RegisterDialog } from './register-dialog';
import { touchButton, touchInput } from './touch';

const fields = ['amount', 'reason'] as const;
type Field = (typeof fields)[number];
const directions: CashMovementDirection[] = ['in', 'out'];

interface CashMovementDialogProps {
  standId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * « Mouvement d’espèces »: cash put in (change brought from the bank) or taken out (a drop to the safe) outside a
 * sale, its amount in euros and its reason, so the drawer's expected cash still balances. One Idempotency-Key per
 * movement meant: a retry of the same press is the same movement; the next movement gets a new key.
 *
 * With no network, or no answer at all, the movement goes to the tablet's outbox with that same key (if the online
 * try did reach the server, the resend is answered as that movement, never a second one) and is sent with the sales.
 */
export function CashMovementDialog({ standId, open, onClose }: CashMovementDialogProps) {
  const t = useTranslations('register.cashMovement');
  const id = useId();
  const notify = useNotify();
  const record = useRecordCashMovement(standId);
  const [direction, setDirection] = useState<CashMovementDirection>('in');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [wrong, setWrong] = useState<Field[]>([]);
  const [key, setKey] = useState(newIdempotencyKey);
  const online = useOnline();
  const [queueing, setQueueing] = useState(false);
  const [cannotQueue, setCannotQueue] = useState(false);
  const busy = record.isPending || queueing;

  function reset() {
    record.reset();
    setDirection('in');
    setAmount('');
    setReason('');
    setWrong([]);
    setCannotQueue(false);
    setKey(newIdempotencyKey());
  }

  function close() {
    if (busy) return;
    reset();
    onClose();
  }

  /** Into the outbox, loaded when first needed (Dexie stays out of the register's first load). */
  async function keepOnTablet(input: CashMovementInput) {
    setQueueing(true);
    try {
      const { takeOfflineCashMovement } = await import('../offline/take-offline-movement');
      await takeOfflineCashMovement({ standId, idempotencyKey: key, direction: input.direction, amount: input.amount, reason: input.reason });
      notify.success(t('queued', { direction: input.direction, amount: formatMoney(input.amount) }));
      reset();
      onClose();
    } catch (error) {
      if (error instanceof DeviceNotRegisteredError) setCannotQueue(true);
      else notify.error(error, { operation: 'create' });
    } finally {
      setQueueing(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = cashMovementSchema.safeParse({ direction, amount: parseEuros(amount) ?? -1, reason });
    if (!parsed.success) return setWrong(fields.filter((field) => parsed.error.issues.some((issue) => issue.path[0] === field)));
    setWrong([]);
    if (isOffline()) return void keepOnTablet(parsed.data);
    record.mutate(
      { input: parsed.data, key },
      {
        onSuccess: (movement) => {
          notify.success(t(movement.direction === 'in' ? 'savedIn' : 'savedOut', { amount: formatMoney(movement.amount) }));
          reset();
          onClose();
        },
        onError: (error) => {
          // No answer at all (the network dropped on the way): kept on the tablet with the same key.
          if (!isApiError(error)) return void keepOnTablet(parsed.data);
          // The key came back with another movement (the form was changed after an unanswered try): a new one.
          if (isApiError(error) && error.errorCode === 'IDEMPOTENCY_KEY_REUSED') setKey(newIdempotencyKey());
          notify.error(error, { operation: 'create' });
        },
      },
    );
  }

  const error = (field: Field) =>
    wrong.includes(field) && (
      <p id={`${id}-${field}-error`} className="text-red-800">
        {t(`errors.${field}`)}
      </p>
    );

  return (
    <RegisterDialog
      open={open}
      title={t('title')}
      busy={busy}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" className={touchButton} disabled={busy} onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} className={touchButton} disabled={busy}>
            {busy ? t('saving') : t('submit')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit} className="flex flex-col gap-4">
        {!online && <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">{t('offlineHint')}</p>}
        {cannotQueue && (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
            {t('offlineUnavailable')}
          </p>
        )}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium text-slate-800">{t('direction')}</legend>
          <div className="grid grid-cols-2 gap-3">
            {directions.map((value) => (
              <label
                key={value}
                className="flex min-h-12 cursor-pointer items-center gap-3 rounded-md border-2 border-slate-300 bg-white px-4 text-lg has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input type="radio" name={`${id}-direction`} value={value} checked={direction === value} onChange={() => setDirection(value)} className="h-5 w-5" />
                {t(value === 'in' ? 'in' : 'out')}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-amount`} className="font-medium text-slate-800">
            {t('amount')}
          </label>
          <input
            id={`${id}-amount`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            aria-invalid={wrong.includes('amount')}
            aria-describedby={wrong.includes('amount') ? `${id}-amount-error` : undefined}
            onChange={(event) => setAmount(event.target.value)}
            className={touchInput}
          />
          {error('amount')}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-reason`} className="font-medium text-slate-800">
            {t('reason')}
          </label>
          <input
            id={`${id}-reason`}
            type="text"
            maxLength={CASH_MOVEMENT_REASON_MAX}
            autoComplete="off"
            value={reason}
            aria-invalid={wrong.includes('reason')}
            aria-describedby={wrong.includes('reason') ? `${id}-reason-error` : `${id}-reason-hint`}
            onChange={(event) => setReason(event.target.value)}
            className={touchInput}
          />
          <p id={`${id}-reason-hint`} className="text-sm text-slate-700">
            {t('reasonHint')}
          </p>
          {error('reason')}
        </div>
      </form>
    </RegisterDialog>
  );
}
