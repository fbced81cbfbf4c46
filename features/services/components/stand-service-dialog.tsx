import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { useNotify } from '@/components/feedback/use-notify';
import type { EventView } from '@/features/events';
import { useCreateServiceRequest } from '../api';
import { standServiceRequestSchema } from '../schemas';
import { ContactFields, type ContactValues } from './contact-fields';
import { refusedPaths } from './form-errors';
import { NoteField } from './terminal-request-dialog';

interface Props {
  event: EventView;
  contact: ContactValues;
  /** Asked between 96 and 72 hours before the event: accepted subject to availability, and said so before sending. */
  late: boolean;
  open: boolean;
  onClose: () => void;
}

/** The stands the platform's team runs, with the service's terms (deadlines, cancellation fees) linked and accepted. */
export function StandServiceDialog({ event, contact: initialContact, late, open, onClose }: Props) {
  const t = useTranslations('services.form');
  const notify = useNotify();
  const create = useCreateServiceRequest(event.id);
  const [standIds, setStandIds] = useState<string[]>([]);
  const [contact, setContact] = useState(initialContact);
  const [note, setNote] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState(new Set<string>());

  async function submit() {
    const parsed = standServiceRequestSchema.safeParse({ kind: 'standManagement', standIds, contact, note: note.trim() || undefined, acceptTerms });
    setErrors(refusedPaths(parsed));
    if (!parsed.success) return;
    try {
      await create.mutateAsync(parsed.data);
      notify.success(t('sent'));
      onClose();
    } catch (error) {
      notify.error(error, { operation: 'create' });
    }
  }

  return (
    <FormDialog open={open} title={t('standTitle')} submitLabel={t('submit')} cancelLabel={t('close')} pendingLabel={t('pending')} pending={create.isPending} onSubmit={() => void submit()} onClose={onClose}>
      <p className="text-slate-700">{t('standIntro')}</p>
      {late && (
        <p role="note" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900">
          {t('lateWarning')}
        </p>
      )}
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-semibold text-slate-900">{t('standStands')}</legend>
        {event.stands.map((stand) => (
          <label key={stand.id} className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="h-5 w-5"
              checked={standIds.includes(stand.id)}
              onChange={(change) => setStandIds(change.target.checked ? [...standIds, stand.id] : standIds.filter((id) => id !== stand.id))}
            />
            {stand.name}
          </label>
        ))}
        {errors.has('standIds') && <p className="text-sm text-red-700">{t('errors.standStands')}</p>}
      </fieldset>
      <ContactFields value={contact} onChange={setContact} errors={errors} />
      <NoteField value={note} onChange={setNote} />
      <div className="flex flex-col gap-2 rounded-md border border-slate-200 bg-slate-50 p-3">
        <p className="text-sm text-slate-800">{t('cancellationTerms')}</p>
        <Link href="/terms/event#article-5" target="_blank" className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {t('termsLink')}
        </Link>
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" className="h-5 w-5" checked={acceptTerms} onChange={(change) => setAcceptTerms(change.target.checked)} />
          {t('acceptTerms')}
        </label>
        {errors.has('acceptTerms') && <p className="text-sm text-red-700">{t('errors.acceptTerms')}</p>}
      </div>
    </FormDialog>
  );
}
