import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { useCreateVariant, useUpdateVariant, type VariantBody } from '../api';
import { productSizes, type ProductSize, type ProductVariant } from '../types';
import { centsToInput, parseEuroInput } from '@/lib/money/euro-input';

interface Draft {
  title: string;
  color: string;
  size: string;
  material: string;
  style: string;
  price: string;
  reference: string;
}

type DraftErrors = Partial<Record<keyof Draft, string>>;

const emptyDraft: Draft = { title: '', color: '', size: '', material: '', style: '', price: '', reference: '' };

function draftOf(variant: ProductVariant): Draft {
  return { title: variant.title, color: variant.color ?? '', size: variant.size ?? '', material: variant.material ?? '', style: variant.style ?? '', price: variant.price === null ? '' : centsToInput(variant.price), reference: variant.reference ?? '' };
}

/** The draft as the API takes it, or the errors to show under its fields. */
function toBody(draft: Draft): { body?: VariantBody; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const price = draft.price.trim() ? parseEuroInput(draft.price) : null;
  if (draft.price.trim() && price === null) errors.price = 'price';
  if (!draft.title.trim() && !draft.color.trim() && !draft.size && !draft.material.trim() && !draft.style.trim()) errors.title = 'attributeOrTitle';
  if (Object.keys(errors).length) return { errors };
  return {
    errors,
    body: {
      title: draft.title.trim() || null,
      color: draft.color.trim() || null,
      size: (draft.size || null) as ProductSize | null,
      material: draft.material.trim() || null,
      style: draft.style.trim() || null,
      price,
      reference: draft.reference.trim() || null },
  };
}

function apiErrors(error: unknown): DraftErrors {
  if (!isApiError(error)) return {};
  const errors: DraftErrors = {};
  for (const field of error.fields) if (['title', 'color', 'size', 'material', 'style', 'price', 'reference'].includes(field)) errors[field as keyof Draft] = field === 'reference' ? 'reference' : field === 'title' ? 'attributeOrTitle' : 'invalid';
  return errors;
}

/** Adds a variant (no `variant`) or edits one in place. */
export function VariantEditor({ productId, variant, onDone }: { productId: string; variant?: ProductVariant; onDone: () => void }) {
  const t = useTranslations('products.variants');
  const notify = useNotify();
  const headingId = useId();
  const create = useCreateVariant(productId);
  const update = useUpdateVariant(productId);
  const [draft, setDraft] = useState<Draft>(variant ? draftOf(variant) : emptyDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const pending = create.isPending || update.isPending;
  const firstField = useRef<HTMLInputElement>(null);
  // Opened from the row's menu, whose button the form replaces: focus goes to the form instead of being lost.
  useEffect(() => {
    if (variant) firstField.current?.focus();
  }, [variant]);
  const errorOf = (field: keyof Draft) => (errors[field] ? t(`errors.${errors[field]}` as 'errors.invalid') : undefined);
  const set = (field: keyof Draft) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { body, errors: invalid } = toBody(draft);
    setErrors(invalid);
    if (!body) return;
    try {
      if (variant) {
        // A title made from the attributes is sent empty so that it follows them.
        await update.mutateAsync({ id: variant.id, ...body, title: draft.title.trim() === variant.title ? undefined : body.title });
        notify.success(t('saved'));
      } else {
        await create.mutateAsync(body);
        notify.success(t('added'));
        setDraft(emptyDraft);
      }
      onDone();
    } catch (error) {
      setErrors(apiErrors(error));
      notify.error(error, { operation: variant ? 'update' : 'create' });
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className={variant ? 'sr-only' : 'font-semibold text-slate-900'}>
        {variant ? t('edit', { title: variant.title }) : t('addTitle')}
      </h3>
      <div className="grid gap-3 md:grid-cols-3 lg:grid-cols-4">
        <TextField ref={firstField} label={t('color')} value={draft.color} onChange={set('color')} maxLength={50} autoComplete="off" error={errorOf('color')} />
        <SelectField label={t('size')} value={draft.size} onChange={set('size')} error={errorOf('size')}>
          <option value="">{t('noSizeOption')}</option>
          {productSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </SelectField>
        <TextField label={t('material')} value={draft.material} onChange={set('material')} maxLength={50} autoComplete="off" error={errorOf('material')} />
        <TextField label={t('style')} value={draft.style} onChange={set('style')} maxLength={50} autoComplete="off" error={errorOf('style')} />
        <TextField label={t('name')} hint={t('titleHint')} value={draft.title} onChange={set('title')} maxLength={200} autoComplete="off" error={errorOf('title')} />
        <TextField label={t('price')} hint={t('priceHint')} inputMode="decimal" value={draft.price} onChange={set('price')} autoComplete="off" error={errorOf('price')} />
        <TextField label={t('reference')} value={draft.reference} onChange={set('reference')} maxLength={100} autoComplete="off" error={errorOf('reference')} />
      </div>
      <div className="flex flex-wrap gap-3">
        {variant && (
          <Button variant="secondary" onClick={onDone}>
            {t('cancel')}
          </Button>
        )}
        <Button type="submit" disabled={pending}>
          {pending ? (variant ? t('saving') : t('adding')) : variant ? t('save') : t('add')}
        </Button>
      </div>
    </form>
  );
}
