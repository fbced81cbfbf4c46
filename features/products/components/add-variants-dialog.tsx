import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { FormDialog } from '@/components/ui/form-dialog';
import { useAddVariants } from '../api';
import { MAX_VARIANTS_PER_PRODUCT, type Product, type ProductSize } from '../types';
import { buildVariantMatrix, distinctValues, sortSizes, variantIdentity } from '../variant-matrix';
import { MatrixInputs, type MatrixValue } from './variant-matrix-field';

/** The product's own values, so that adding "XXL" combines it with every colour it comes in already. */
function matrixOf(product: Product): MatrixValue {
  const values = (pick: (variant: Product['variants'][number]) => string | null) => distinctValues(product.variants.flatMap((variant) => pick(variant) ?? []));
  return {
    sizes: sortSizes(product.variants.flatMap((variant) => (variant.size ? [variant.size as ProductSize] : []))),
    colors: values((variant) => variant.color),
    materials: values((variant) => variant.material),
    styles: values((variant) => variant.style),
  };
}

/**
 * "Ajouter des variantes": the creation matrix for a product that has variants already. Each combination is shown
 * as new or existing, and only the new ones are created, in one request (POST /v1/product-variants with a matrix).
 */
export function AddVariantsDialog({ product, open, onClose }: { product: Product; open: boolean; onClose: () => void }) {
  const t = useTranslations('products.variants');
  const notify = useNotify();
  const add = useAddVariants(product.id);
  const [matrix, setMatrix] = useState<MatrixValue>(() => matrixOf(product));
  const [problem, setProblem] = useState('');
  // Opening again starts from what the product has now (state reset during render, React's documented pattern).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setMatrix(matrixOf(product));
      setProblem('');
    }
  }

  const known = new Set(product.variants.map(variantIdentity));
  const combinations = buildVariantMatrix(matrix, product.title).filter((draft) => draft.color || draft.size || draft.material || draft.style);
  const fresh = combinations.filter((draft) => !known.has(variantIdentity(draft)));
  const total = product.variants.length + fresh.length;

  async function submit() {
    if (!fresh.length) return setProblem(t('addManyNothing'));
    if (total > MAX_VARIANTS_PER_PRODUCT) return setProblem(t('addManyTooMany', { count: total, max: MAX_VARIANTS_PER_PRODUCT }));
    try {
      const { created } = await add.mutateAsync(matrix);
      notify.success(t('addManyDone', { count: created.length }));
      onClose();
    } catch (error) {
      notify.error(error, { operation: 'create' });
    }
  }

  return (
    <FormDialog
      open={open}
      title={t('addMany')}
      submitLabel={t('addManySubmit', { count: fresh.length })}
      cancelLabel={t('cancel')}
      pendingLabel={t('adding')}
      pending={add.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <p className="text-slate-700">{t('addManyIntro')}</p>
      <MatrixInputs
        value={matrix}
        onChange={(value) => {
          setMatrix(value);
          setProblem('');
        }}
      />
      <h3 className="font-semibold text-slate-900">{t('addManyPreview')}</h3>
      <p aria-live="polite" data-testid="add-variants-count">
        {t('addManyCount', { created: fresh.length, existing: combinations.length - fresh.length })}
      </p>
      <p role="alert" className="text-red-700 empty:hidden">
        {problem || (total > MAX_VARIANTS_PER_PRODUCT ? t('addManyTooMany', { count: total, max: MAX_VARIANTS_PER_PRODUCT }) : '')}
      </p>
      {combinations.length > 0 && total <= MAX_VARIANTS_PER_PRODUCT && (
        <ul className="flex flex-col gap-1 text-sm" aria-label={t('addManyPreview')}>
          {combinations.map((draft) => {
            const isNew = !known.has(variantIdentity(draft));
            return (
              <li key={draft.title} data-testid={isNew ? 'new-variant' : 'existing-variant'} className="flex flex-wrap items-center gap-2">
                {draft.title}
                <span className={isNew ? 'rounded bg-emerald-50 px-2 text-emerald-900' : 'rounded bg-slate-100 px-2 text-slate-700'}>
                  {isNew ? t('addManyNew') : t('addManyExisting')}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </FormDialog>
  );
}
