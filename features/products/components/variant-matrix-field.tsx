import { useTranslations } from 'next-intl';
import { MAX_VARIANTS_PER_PRODUCT, productSizes, type ProductSize } from '../types';
import { buildVariantMatrix, distinctValues, sortSizes, type VariantDraft } from '../variant-matrix';
import { ValueChipsField } from './value-chips-field';

export interface MatrixValue {
  sizes: ProductSize[];
  colors: string[];
  materials: string[];
  styles: string[];
}

export const emptyMatrix: MatrixValue = { sizes: [], colors: [], materials: [], styles: [] };

export function isEmptyMatrix(matrix: MatrixValue): boolean {
  return !matrix.sizes.length && !distinctValues(matrix.colors).length && !distinctValues(matrix.materials).length && !distinctValues(matrix.styles).length;
}

/** Sizes (checkboxes, in the spec's order) × colours, materials and styles (chips), with a live preview of the variants. */
export function VariantMatrixField({ value, onChange, productTitle, intro }: { value: MatrixValue; onChange: (value: MatrixValue) => void; productTitle: string; intro?: string }) {
  const t = useTranslations('products.matrix');
  const drafts = buildVariantMatrix(value, productTitle);
  const tooMany = drafts.length > MAX_VARIANTS_PER_PRODUCT;

  return (
    <div className="flex flex-col gap-5">
      <p className="text-slate-700">{intro ?? t('intro')}</p>
      <MatrixInputs value={value} onChange={onChange} />
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
        {isEmptyMatrix(value) ? <p className="text-slate-700">{t('defaultOnly')}</p> : !tooMany && <MatrixPreview value={value} drafts={drafts} />}
      </div>
    </div>
  );
}

/** The matrix's inputs alone (sizes, colours, materials, styles): at creation and in "Ajouter des variantes". */
export function MatrixInputs({ value, onChange }: { value: MatrixValue; onChange: (value: MatrixValue) => void }) {
  const t = useTranslations('products.matrix');

  function toggleSize(size: ProductSize, checked: boolean) {
    onChange({ ...value, sizes: sortSizes(checked ? [...value.sizes, size] : value.sizes.filter((other) => other !== size)) });
  }

  return (
    <>
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
      <ValueChipsField attribute="color" values={value.colors} onChange={(colors) => onChange({ ...value, colors })} />
      <div className="grid gap-5 md:grid-cols-2">
        <ValueChipsField attribute="material" values={value.materials} onChange={(materials) => onChange({ ...value, materials })} />
        <ValueChipsField attribute="style" values={value.styles} onChange={(styles) => onChange({ ...value, styles })} />
      </div>
    </>
  );
}

/** Colours down, sizes across; with materials or styles, which make a third dimension, a plain list instead. */
function MatrixPreview({ value, drafts }: { value: MatrixValue; drafts: VariantDraft[] }) {
  const t = useTranslations('products.matrix');
  const sizes = sortSizes(value.sizes);
  const colors = distinctValues(value.colors);
  const defaultMark = (draft: VariantDraft) => draft.isDefault && <span className="text-slate-600"> {t('defaultMark')}</span>;

  if (distinctValues(value.materials).length || distinctValues(value.styles).length) {
    return (
      <ul className="columns-1 text-sm sm:columns-2 lg:columns-3" data-testid="matrix-preview">
        {drafts.map((draft) => (
          <li key={draft.title} data-testid="matrix-variant">
            {draft.title}
            {defaultMark(draft)}
          </li>
        ))}
      </ul>
    );
  }

  const cell = (color: string | null, size: ProductSize | null) => drafts.find((draft) => draft.color === color && draft.size === size);
  const cellClass = 'border border-slate-300 px-3 py-2 text-left';
  return (
    <div className="overflow-x-auto">
      <table className="border-collapse text-sm" data-testid="matrix-preview">
        <caption className="sr-only">{t('preview')}</caption>
        <thead>
          <tr>
            <th scope="col" className={`${cellClass} bg-slate-50`}>
              {t('color.label')}
            </th>
            {(sizes.length ? sizes : [null]).map((size) => (
              <th key={size ?? 'none'} scope="col" className={`${cellClass} bg-slate-50`}>
                {size ?? t('noSize')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(colors.length ? colors : [null]).map((color) => (
            <tr key={color ?? 'none'}>
              <th scope="row" className={`${cellClass} font-medium`}>
                {color ?? t('noColor')}
              </th>
              {(sizes.length ? sizes : [null]).map((size) => {
                const draft = cell(color, size);
                return (
                  <td key={size ?? 'none'} className={cellClass} data-testid="matrix-variant">
                    {draft?.title}
                    {draft && defaultMark(draft)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
