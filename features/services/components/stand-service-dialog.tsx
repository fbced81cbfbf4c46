import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import type { EventView } from '@/features/events';
import { standServiceRequestSchema } from '../schemas';
import { ContactFields, type ContactValues } from './contact-fields';
import { NoteField } from './terminal-request-dialog';
import { useSendRequest } from './use-send-request';

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
  const [standIds, setStandIds] = useState<string[]>([]);
  const [contact, setContact] = useState(initialContact);
  const [note, setNote] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const { errors, pending, send } = useSendRequest(event.id, onClose);
  const submit = () => send(standServiceRequestSchema, { kind: 'standManagement', standIds, contact, note: note.trim() || undefined, acceptTerms });

  return (
    <FormDialog open={open} title={t('standTitle')} submitLabel={t('submit')} cancelLabel={t('close')} pendingLabel={t('pending')} pending={pending} onSubmit={() => void submit()} onClose={onClose}>
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
