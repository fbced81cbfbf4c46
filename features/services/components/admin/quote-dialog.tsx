import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/form-field';
import { formatMoney } from '@/lib/format';
import { centsToInput, parseEuroInput } from '@/lib/money/euro-input';
import { MAX_CENTS } from '@/lib/money/money';
import type { MoveServiceRequestInput } from '../../schemas';
import type { ServiceRequestView } from '../../types';
import { requestNaming } from './service-step';

interface QuoteDialogProps {
  /** The stand management request to acknowledge, or null when closed. */
  request: ServiceRequestView | null;
  pending: boolean;
  onSubmit: (input: MoveServiceRequestInput, success: string) => void;
  onClose: () => void;
}

/** Acknowledging a stand service states its price: typed in euros excluding VAT, sent as `quoteAmount` in cents. */
export function QuoteDialog({ request, pending, onSubmit, onClose }: QuoteDialogProps) {
  const t = useTranslations('services.admin.dialogs');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  // A dialog opened for another request starts from its price, if it has one (state adjusted while rendering, not in
  // an effect): correcting a price starts from the one given.
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if ((request?.id ?? null) !== openedFor) {
    setOpenedFor(request?.id ?? null);
    setValue(request?.quoteAmount != null ? centsToInput(request.quoteAmount) : '');
    setError(undefined);
  }
  const correcting = request?.status === 'acknowledged';
  const naming = request ? requestNaming(request) : { event: '', client: '' };

  function submit() {
    if (!request) return;
    const cents = parseEuroInput(value);
    if (cents === null) return setError(t('quote.invalid'));
    if (cents > MAX_CENTS) return setError(t('quote.tooHigh', { max: formatMoney(MAX_CENTS) }));
    setError(undefined);
    onSubmit({ status: 'acknowledged', quoteAmount: cents }, t(correcting ? 'quote.correctSuccess' : 'quote.success', { event: naming.event, amount: formatMoney(cents) }));
  }

  return (
    <FormDialog
      open={request !== null}
      title={correcting ? t('quote.correctTitle') : t('quote.title')}
      submitLabel={correcting ? t('quote.correctSubmit') : t('quote.submit')}
      cancelLabel={t('back')}
      pendingLabel={t('working')}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-slate-700">{t('quote.text', naming)}</p>
      <TextField
        label={t('quote.label')}
        hint={t('quote.hint')}
        error={error}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        inputMode="decimal"
        autoComplete="off"
        required
        className="max-w-48 text-right tabular-nums"
      />
      <p className="text-slate-700">{t('mailed')}</p>
    </FormDialog>
  );
}
