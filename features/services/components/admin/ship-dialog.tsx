import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { TextField } from '@/components/ui/form-field';
import type { MoveServiceRequestInput } from '../../schemas';
import type { ServiceRequestView } from '../../types';
import { requestNaming } from './service-step';

interface ShipDialogProps {
  /** The terminal request to ship, or null when closed. */
  request: ServiceRequestView | null;
  pending: boolean;
  onSubmit: (input: MoveServiceRequestInput, success: string) => void;
  onClose: () => void;
}

/** One optional reader id per stand: each one given becomes that stand's card reader (the server assigns it). */
export function ShipDialog({ request, pending, onSubmit, onClose }: ShipDialogProps) {
  const t = useTranslations('services.admin.dialogs');
  const [readers, setReaders] = useState<Record<string, string>>({});
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if ((request?.id ?? null) !== openedFor) {
    setOpenedFor(request?.id ?? null);
    setReaders(Object.fromEntries((request?.stands ?? []).map((stand) => [stand.standId, stand.readerId ?? ''])));
  }
  const naming = request ? requestNaming(request) : { event: '', client: '' };

  function submit() {
    if (!request) return;
    const filled = request.stands.map((stand) => ({ standId: stand.standId, readerId: (readers[stand.standId] ?? '').trim() })).filter((reader) => reader.readerId !== '');
    onSubmit({ status: 'shipped', readers: filled }, t('ship.success', { event: naming.event }));
  }

  return (
    <FormDialog
      open={request !== null}
      title={t('ship.title')}
      submitLabel={t('ship.submit')}
      cancelLabel={t('back')}
      pendingLabel={t('working')}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-slate-700">{t('ship.text', naming)}</p>
      {request?.stands.map((stand) => (
        <TextField
          key={stand.standId}
          label={stand.quantity > 1 ? t('ship.labelQuantity', { stand: stand.standName, quantity: stand.quantity }) : t('ship.label', { stand: stand.standName })}
          hint={t('ship.hint')}
          value={readers[stand.standId] ?? ''}
          onChange={(event) => setReaders({ ...readers, [stand.standId]: event.target.value })}
          placeholder="tmr_…"
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
        />
      ))}
      <p className="text-slate-700">{t('mailed')}</p>
    </FormDialog>
  );
}
