import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { compReasons, type CompReason } from '@/features/orders';
import { touchInput } from './touch';

interface CompReasonFieldProps {
  /** The reason as stored on the line: the chosen reason's words, or the seller's own. */
  value: string | null;
  onChange: (reason: string | null) => void;
}

/**
 * Why something is given away (a 100 % discount): guest list, the band, damaged, or another reason in the seller's
 * words. The line keeps the words (`discountReason`), which the settlement lists as the comps' reasons.
 */
export function CompReasonField({ value, onChange }: CompReasonFieldProps) {
  const t = useTranslations('register.comp');
  const id = useId();
  const labelOf = (reason: Exclude<CompReason, 'other'>) => t(`reasons.${reason}`);
  const known = compReasons.find((reason) => reason !== 'other' && value === labelOf(reason));
  const [chosen, setChosen] = useState<CompReason | null>(known ?? (value ? 'other' : null));
  const [other, setOther] = useState(known || !value ? '' : value);

  function choose(reason: CompReason) {
    setChosen(reason);
    onChange(reason === 'other' ? other.trim() || null : labelOf(reason));
  }

  return (
    <fieldset className={clsx('flex flex-col gap-2 rounded-md border-2 p-3', value ? 'border-slate-300' : 'border-amber-500 bg-amber-50')}>
      <legend className="px-1 font-medium text-slate-900">{t('legend')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {compReasons.map((reason) => (
          <label key={reason} className="flex min-h-12 items-center gap-2 rounded-md border border-slate-300 bg-white px-3">
            <input type="radio" name={id} className="size-5" checked={chosen === reason} onChange={() => choose(reason)} />
            {reason === 'other' ? t('other') : labelOf(reason)}
          </label>
        ))}
      </div>
      {chosen === 'other' && (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-other`} className="text-slate-800">
            {t('otherLabel')}
          </label>
          <input
            id={`${id}-other`}
            maxLength={200}
            value={other}
            onChange={(event) => {
              setOther(event.target.value);
              onChange(event.target.value.trim() || null);
            }}
            className={touchInput}
          />
        </div>
      )}
      {!value && <p className="text-sm text-amber-900">{t('required')}</p>}
    </fieldset>
  );
}
