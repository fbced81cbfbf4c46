import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import type { MoveServiceRequestInput } from '../../schemas';
import type { ServiceRequestView } from '../../types';
import { requestNaming } from './service-step';

interface DeclineDialogProps {
  /** The request to decline, or null when closed. */
  request: ServiceRequestView | null;
  pending: boolean;
  onSubmit: (input: MoveServiceRequestInput, success: string) => void;
  onClose: () => void;
}

/** Declining, with a reason the manager reads in the e-mail (optional). */
export function DeclineDialog({ request, pending, onSubmit, onClose }: DeclineDialogProps) {
  const t = useTranslations('services.admin.dialogs');
  const id = useId();
  const [reason, setReason] = useState('');
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if ((request?.id ?? null) !== openedFor) {
    setOpenedFor(request?.id ?? null);
    setReason('');
  }
  const naming = request ? requestNaming(request) : { kind: 'terminal', event: '', client: '' };

  function submit() {
    if (!request) return;
    const trimmed = reason.trim();
    onSubmit({ status: 'declined', ...(trimmed ? { reason: trimmed } : {}) }, t('decline.success', { event: naming.event }));
  }

  return (
    <FormDialog
      open={request !== null}
      title={t('decline.title')}
      submitLabel={t('decline.submit')}
      cancelLabel={t('back')}
      pendingLabel={t('working')}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-slate-700">{t('decline.text', naming)}</p>
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="font-medium text-slate-800">
          {t('decline.label')}
        </label>
        <textarea
          id={id}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={500}
          rows={4}
          aria-describedby={`${id}-hint`}
          className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
        />
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {t('decline.hint')}
        </p>
      </div>
      <p className="text-slate-700">{t('mailed')}</p>
    </FormDialog>
  );
}
