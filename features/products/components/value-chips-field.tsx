import { useTranslations } from 'next-intl';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { distinctValues } from '../variant-matrix';

export type ChipAttribute = 'color' | 'material' | 'style';

/** Free values of one attribute (colours, materials, styles) typed one at a time and shown as removable chips. */
export function ValueChipsField({ attribute, values, onChange }: { attribute: ChipAttribute; values: string[]; onChange: (values: string[]) => void }) {
  const t = useTranslations(`products.matrix.${attribute}`);
  const id = useId();
  const [draft, setDraft] = useState('');
  // Said next to the field rather than dropped: "Noir" typed again after "noir" looks like a lost click otherwise.
  const [notice, setNotice] = useState('');
  const shown = distinctValues(values);

  function add() {
    const [typed] = distinctValues([draft]);
    if (!typed) return;
    const already = shown.find((value) => distinctValues([value, typed]).length === 1);
    if (already) {
      setNotice(t('duplicate', { value: already }));
      return;
    }
    onChange([...shown, typed]);
    setNotice('');
    setDraft('');
  }

  function onKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-medium text-slate-800">{t('legend')}</legend>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-value`} className="text-slate-800">
            {t('label')}
          </label>
          <input
            id={`${id}-value`}
            value={draft}
            maxLength={50}
            autoComplete="off"
            aria-describedby={`${id}-hint ${id}-notice`}
            onChange={(event) => {
              setDraft(event.target.value);
              setNotice('');
            }}
            onKeyDown={onKey}
            className="min-h-11 w-56 rounded-md border border-slate-400 bg-white px-3"
          />
        </div>
        <Button variant="secondary" onClick={add} disabled={!draft.trim()}>
          {t('add')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t('hint')}
      </p>
      <p id={`${id}-notice`} aria-live="polite" className="text-sm font-medium text-amber-900" data-testid="chips-notice">
        {notice}
      </p>
      {shown.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('legend')}>
          {shown.map((value) => (
            <li key={value} className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pr-1 pl-3">
              {value}
              <button
                type="button"
                aria-label={t('remove', { value })}
                onClick={() => onChange(shown.filter((other) => other !== value))}
                className="inline-flex size-8 items-center justify-center rounded-full text-slate-800 hover:bg-slate-200"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('none')}</p>
      )}
    </fieldset>
  );
}
