import { useTranslations } from 'next-intl';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { MAX_VARIANTS_PER_PRODUCT, productSizes, type ProductSize } from '../types';
import { buildVariantMatrix, distinctValues, sortSizes } from '../variant-matrix';

export interface MatrixValue {
  sizes: ProductSize[];
  colors: string[];
}

/** Sizes (checkboxes, in the spec's order) × colours (chips), with a live preview of the variants to be created. */
export function VariantMatrixField({ value, onChange, productTitle }: { value: MatrixValue; onChange: (value: MatrixValue) => void; productTitle: string }) {
  const t = useTranslations('products.matrix');
  const id = useId();
  const [colorDraft, setColorDraft] = useState('');
  const drafts = buildVariantMatrix(value, productTitle);
  const sizes = sortSizes(value.sizes);
  const colors = distinctValues(value.colors);
  const tooMany = drafts.length > MAX_VARIANTS_PER_PRODUCT;

  function toggleSize(size: ProductSize, checked: boolean) {
    onChange({ ...value, sizes: sortSizes(checked ? [...value.sizes, size] : value.sizes.filter((other) => other !== size)) });
  }

  function addColor() {
    const next = distinctValues([...value.colors, colorDraft]);
    if (next.length !== value.colors.length) onChange({ ...value, colors: next });
    setColorDraft('');
  }

  function onColorKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addColor();
  }

  const cell = (color: string | null, size: ProductSize | null) => drafts.find((draft) => draft.color === color && draft.size === size);

  return (
    <div className="flex flex-col gap-5">
      <p className="text-slate-700">{t('intro')}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium text-slate-800">{t('sizes')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {productSizes.map((size) => (
            <label key={size} className="inline-flex min-h-11 items-center gap-2">
              <input type="checkbox" className="h-5 w-5" checked={value.sizes.includes(size)} onChange={(event) => toggleSize(size, event.target.checked)} />
              {size}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="font-medium text-slate-800">{t('colors')}</legend>
        <div className="flex flex-wrap items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-color`} className="text-slate-800">
              {t('color')}
            </label>
            <input
              id={`${id}-color`}
              value={colorDraft}
              maxLength={50}
              autoComplete="off"
              aria-describedby={`${id}-color-hint`}
              onChange={(event) => setColorDraft(event.target.value)}
              onKeyDown={onColorKey}
              className="min-h-11 w-56 rounded-md border border-slate-400 bg-white px-3"
            />
          </div>
          <Button variant="secondary" onClick={addColor} disabled={!colorDraft.trim()}>
            {t('addColor')}
          </Button>
        </div>
        <p id={`${id}-color-hint`} className="text-sm text-slate-600">
          {t('colorHint')}
        </p>
        {colors.length ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('colors')}>
            {colors.map((color) => (
              <li key={color} className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pr-1 pl-3">
                {color}
                <button
                  type="button"
                  aria-label={t('removeColor', { color })}
                  onClick={() => onChange({ ...value, colors: value.colors.filter((other) => other !== color) })}
                  className="inline-flex size-8 items-center justify-center rounded-full text-slate-800 hover:bg-slate-200"
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t('noColors')}</p>
        )}
      </fieldset>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold text-slate-900">{t('preview')}</h3>
        <p aria-live="polite" data-testid="matrix-count">
          {t('count', { count: drafts.length })}
        </p>
        {tooMany && (
          <p role="alert" className="text-red-700">
            {t('tooMany', { count: drafts.length, max: MAX_VARIANTS_PER_PRODUCT })}
          </p>
        )}
        {drafts.length === 1 && !sizes.length && !colors.length ? (
          <p className="text-slate-700">{t('defaultOnly')}</p>
        ) : (
          !tooMany && (
            <div className="overflow-x-auto">
              <table className="border-collapse text-sm" data-testid="matrix-preview">
                <caption className="sr-only">{t('preview')}</caption>
                <thead>
                  <tr>
                    <th scope="col" className="border border-slate-300 bg-slate-50 px-3 py-2 text-left">
                      {t('color')}
                    </th>
                    {(sizes.length ? sizes : [null]).map((size) => (
                      <th key={size ?? 'none'} scope="col" className="border border-slate-300 bg-slate-50 px-3 py-2 text-left">
                        {size ?? t('noSize')}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {(colors.length ? colors : [null]).map((color) => (
                    <tr key={color ?? 'none'}>
                      <th scope="row" className="border border-slate-300 px-3 py-2 text-left font-medium">
                        {color ?? t('noColor')}
                      </th>
                      {(sizes.length ? sizes : [null]).map((size) => {
                        const draft = cell(color, size);
                        return (
                          <td key={size ?? 'none'} className="border border-slate-300 px-3 py-2" data-testid="matrix-variant">
                            {draft?.title}
                            {draft?.isDefault && <span className="text-slate-600"> {t('defaultMark')}</span>}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        )}
      </div>
    </div>
  );
}
