import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
import { countries } from '@/features/accounts/types';
import type { EventView } from '@/features/events';
import { formatMoney } from '@/lib/format';
import { terminalRequestSchema } from '../schemas';
import { TERMINAL_OFFER, terminalsPrice } from '../terminal-offer';
import { ContactFields, type ContactValues } from './contact-fields';
import { useSendRequest } from './use-send-request';

interface Props {
  event: EventView;
  contact: ContactValues;
  open: boolean;
  onClose: () => void;
}

/** How many terminals each stand gets, and where they are delivered: the event's venue unless told otherwise. */
export function TerminalRequestDialog({ event, contact: initialContact, open, onClose }: Props) {
  const t = useTranslations('services.form');
  const locale = useLocale();
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [contact, setContact] = useState(initialContact);
  const [delivery, setDelivery] = useState({ addressLine1: event.addressLine1 ?? '', postcode: event.postcode ?? '', city: event.city ?? '', country: event.country });
  const [note, setNote] = useState('');
  const { errors, pending, send } = useSendRequest(event.id, onClose);
  const countryNames = new Intl.DisplayNames([locale], { type: 'region' });

  function submit() {
    const stands = Object.entries(quantities)
      .filter(([, quantity]) => quantity !== '')
      .map(([standId, quantity]) => ({ standId, quantity: Number(quantity) }));
    return send(terminalRequestSchema, { kind: 'terminal', stands, contact, delivery, note: note.trim() || undefined });
  }

  const field = (name: keyof typeof delivery) => ({
    value: delivery[name],
    onChange: (change: { target: { value: string } }) => setDelivery({ ...delivery, [name]: change.target.value }),
    error: errors.has(`delivery.${name}`) ? t('errors.invalid') : undefined,
  });

  return (
    <FormDialog open={open} title={t('terminalTitle')} submitLabel={t('submit')} cancelLabel={t('close')} pendingLabel={t('pending')} pending={pending} onSubmit={() => void submit()} onClose={onClose}>
      <p className="text-slate-700">{t('terminalIntro')}</p>
      <TerminalPrice quantity={Object.values(quantities).reduce((sum, value) => sum + (/^\d+$/.test(value.trim()) ? Number(value) : 0), 0)} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold text-slate-900">{t('terminalStands')}</legend>
        <p className="text-sm text-slate-700">{t('terminalStandsHint')}</p>
        {event.stands.map((stand) => (
          <TextField
            key={stand.id}
            label={t('terminalQuantity', { stand: stand.name })}
            type="number"
            inputMode="numeric"
            min={0}
            max={10}
            value={quantities[stand.id] ?? ''}
            onChange={(change) => setQuantities({ ...quantities, [stand.id]: change.target.value === '0' ? '' : change.target.value })}
          />
        ))}
        {(errors.has('stands') || errors.has('stands.quantity')) && <p className="text-sm text-red-700">{t('errors.terminalStands')}</p>}
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 font-semibold text-slate-900">{t('deliveryLegend')}</legend>
        <TextField label={t('addressLine1')} autoComplete="street-address" {...field('addressLine1')} />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={t('postcode')} autoComplete="postal-code" {...field('postcode')} />
          <TextField label={t('city')} autoComplete="address-level2" {...field('city')} />
        </div>
        <SelectField label={t('country')} options={countries.map((code) => ({ value: code, label: countryNames.of(code) ?? code }))} {...field('country')} />
      </fieldset>
      <ContactFields value={contact} onChange={setContact} errors={errors} />
      <NoteField value={note} onChange={setNote} />
    </FormDialog>
  );
}

export function NoteField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useTranslations('services.form');
  return (
    <label className="flex flex-col gap-1">
      <span className="font-medium text-slate-800">{t('note')}</span>
      <textarea className="min-h-20 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900" maxLength={2000} value={value} onChange={(change) => onChange(change.target.value)} />
    </label>
  );
}

/** What the terminals cost and who sells them (issue #25): the provider, not the platform; the total for those asked. */
function TerminalPrice({ quantity }: { quantity: number }) {
  const t = useTranslations('services.form');
  return (
    <div data-testid="terminal-price" className="rounded-md border border-slate-200 bg-slate-50 p-3 text-slate-800">
      <p>{t('terminalPrice', { model: TERMINAL_OFFER.model, price: formatMoney(TERMINAL_OFFER.unitPriceExclVat), seller: TERMINAL_OFFER.seller })}</p>
      {quantity > 0 && <p className="font-medium">{t('terminalTotal', { quantity, total: formatMoney(terminalsPrice(quantity)) })}</p>}
    </div>
  );
}
