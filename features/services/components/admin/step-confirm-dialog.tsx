import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatMoney } from '@/lib/format';
import type { MoveServiceRequestInput } from '../../schemas';
import { requestNaming, type StepTarget } from './service-step';

/** The steps that need nothing but a yes: acknowledging terminals, their return, a stand service's confirmation. */
export type ConfirmedStep = 'acknowledged' | 'returned' | 'confirmed';
const texts = { acknowledged: 'acknowledgeTerminal', returned: 'returned', confirmed: 'confirmed' } as const satisfies Record<ConfirmedStep, string>;

interface StepConfirmDialogProps {
  target: (StepTarget & { step: ConfirmedStep }) | null;
  pending: boolean;
  onSubmit: (input: MoveServiceRequestInput, success: string) => void;
  onClose: () => void;
}

export function StepConfirmDialog({ target, pending, onSubmit, onClose }: StepConfirmDialogProps) {
  const t = useTranslations('services.admin.dialogs');
  const key = target ? texts[target.step] : texts.acknowledged;
  const naming = target ? requestNaming(target.request) : { event: '', client: '' };
  const quote = target?.step === 'confirmed' ? target.request.quoteAmount : null;

  return (
    <ConfirmDialog
      open={target !== null}
      title={t(`${key}.title`)}
      confirmLabel={t(`${key}.confirm`)}
      cancelLabel={t('back')}
      pendingLabel={t('working')}
      pending={pending}
      onConfirm={() => target && onSubmit({ status: target.step }, t(`${key}.success`, naming))}
      onClose={onClose}
    >
      <p>{t(`${key}.text`, naming)}</p>
      {quote !== null && <p className="mt-2">{t('confirmed.price', { amount: formatMoney(quote) })}</p>}
      <p className="mt-2">{t('mailed')}</p>
    </ConfirmDialog>
  );
}
