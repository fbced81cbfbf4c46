import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField, TextField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import type { ProductBody } from '../api';
import { frenchVatRates, MAX_PRICE_CENTS, MAX_VARIANTS_PER_PRODUCT, productAvailabilities, productCategories, type Product } from '../types';
import { countVariantMatrix, type VariantMatrix } from '../variant-matrix';
import { centsToInput, parseEuroInput } from '@/lib/money/euro-input';
import { ProductImageField } from './product-image-field';
import { emptyMatrix, isEmptyMatrix, VariantMatrixField, type MatrixValue } from './variant-matrix-field';

/** The VAT rates offered, lowest first (the API takes any rate with 2 decimals). */
const vatChoices = [...frenchVatRates].sort((a, b) => a - b);

const formSchema = z.object({
  title: z.string().trim().min(1, 'title').max(200, 'title'),
  category: z.enum(productCategories),
  reference: z.string().trim().max(100, 'reference'),
  price: z.string().refine((value) => {
    const cents = parseEuroInput(value);
    return cents !== null && cents <= MAX_PRICE_CENTS;
  }, 'price'),
  vat: z.string(),
  description: z.string().max(5000, 'text'),
  availability: z.enum(productAvailabilities),
  isOnline: z.boolean(),
  supplyTerms: z.string().max(5000, 'text'),
  salesConditions: z.string().max(5000, 'text'),
});
type FormValues = z.infer<typeof formSchema>;

function initialValues(product?: Product): FormValues {
  return {
    title: product?.title ?? '',
    category: product?.category ?? 'merchandising',
    reference: product?.reference ?? '',
    price: product ? centsToInput(product.price) : '',
    vat: String(product?.vat ?? 20),
    description: product?.description ?? '',
    availability: product?.availability ?? 'available',
    isOnline: product?.isOnline ?? false,
    supplyTerms: product?.supplyTerms ?? '',
    salesConditions: product?.salesConditions ?? '',
  };
}

interface ProductFormProps {
  product?: Product;
  /** A new product, or one that still has only its default variant, generates its variants from a matrix. */
  withMatrix: boolean;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (body: ProductBody, matrix: VariantMatrix | undefined) => Promise<void>;
  onCancel: () => void;
}

/** The product editor's fields; the caller sends them (create or update) and reports the API's refusals back. */
export function ProductForm({ product, withMatrix, pending, submitLabel, pendingLabel, onSubmit, onCancel }: ProductFormProps) {
  const t = useTranslations('products');
  const notify = useNotify();
  const onlineId = useId();
  const [image, setImage] = useState<{ id: string; url: string } | null>(product?.imageId && product.imageUrl ? { id: product.imageId, url: product.imageUrl } : null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [matrix, setMatrix] = useState<MatrixValue>(emptyMatrix);
  const form = useForm<FormValues>({ defaultValues: initialValues(product), resolver: zodResolver(formSchema) });
  const title = useWatch({ control: form.control, name: 'title' });

  const errorOf = (field: keyof FormValues) => {
    const message = form.formState.errors[field]?.message;
    return message ? t(`editor.errors.${message}` as 'editor.errors.invalid') : undefined;
  };

  const submit = form.handleSubmit(async (values) => {
    const body: ProductBody = {
      title: values.title.trim(),
      category: values.category,
      reference: values.reference.trim() || null,
      price: parseEuroInput(values.price)!,
      vat: Number(values.vat),
      description: values.description.trim() || null,
      availability: values.availability,
      isOnline: values.isOnline,
      supplyTerms: values.supplyTerms.trim() || null,
      salesConditions: values.salesConditions.trim() || null,
      imageId: image?.id ?? null,
    };
    const variantMatrix = withMatrix && !isEmptyMatrix(matrix) ? matrix : undefined;
    try {
      await onSubmit(body, variantMatrix);
    } catch (error) {
      notify.error(error, { operation: product ? 'update' : 'create' });
      if (!isApiError(error)) return;
      for (const field of error.fields) {
        if (field === 'imageId') setImageError(t('editor.errors.imageId'));
        else if (field in body) form.setError(field as keyof FormValues, { message: field === 'reference' ? 'referenceTaken' : 'invalid' });
      }
    }
  });

  const tooMany = withMatrix && countVariantMatrix(matrix) > MAX_VARIANTS_PER_PRODUCT;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <Card title={t('editor.general')} description={t('editor.generalHint')}>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="md:col-span-2">
            <TextField label={t('editor.titleField')} autoComplete="off" aria-required="true" {...form.register('title')} error={errorOf('title')} />
          </div>
          <SelectField
            label={t('editor.category')}
            {...form.register('category')}
            options={productCategories.map((key) => ({ value: key, label: t(`categories.${key}`) }))}
          />
          <TextField label={t('editor.reference')} hint={t('editor.referenceHint')} autoComplete="off" {...form.register('reference')} error={errorOf('reference')} />
          <TextField label={t('editor.price')} hint={t('editor.priceHint')} inputMode="decimal" autoComplete="off" aria-required="true" {...form.register('price')} error={errorOf('price')} />
          <SelectField
            label={t('editor.vat')}
            {...form.register('vat')}
            options={vatChoices.map((rate) => ({ value: String(rate), label: t('editor.vatRate', { rate: String(rate).replace('.', ',') }) }))}
          />
          <SelectField
            label={t('editor.availability')}
            {...form.register('availability')}
            options={productAvailabilities.map((key) => ({ value: key, label: t(`availability.${key}`) }))}
          />
          <div className="flex items-start gap-3 self-center">
            <input id={onlineId} type="checkbox" className="mt-1 h-5 w-5" aria-describedby={`${onlineId}-hint`} {...form.register('isOnline')} />
            <div>
              <label htmlFor={onlineId} className="font-medium text-slate-800">
                {t('editor.online')}
              </label>
              <p id={`${onlineId}-hint`} className="text-sm text-slate-700">
                {t('editor.onlineHint')}
              </p>
            </div>
          </div>
          <div className="md:col-span-2">
            <TextArea label={t('editor.description')} error={errorOf('description')} {...form.register('description')} />
          </div>
          <TextArea label={t('editor.supplyTerms')} error={errorOf('supplyTerms')} {...form.register('supplyTerms')} />
          <TextArea label={t('editor.salesConditions')} error={errorOf('salesConditions')} {...form.register('salesConditions')} />
          <div className="md:col-span-2">
            <ProductImageField
              imageUrl={image?.url ?? null}
              error={imageError}
              onUploaded={(uploaded) => {
                setImageError(undefined);
                setImage({ id: uploaded.id, url: uploaded.url });
              }}
              onRemove={() => setImage(null)}
            />
          </div>
        </div>
      </Card>
      {withMatrix && (
        <Card title={t('matrix.title')}>
          <VariantMatrixField value={matrix} onChange={setMatrix} productTitle={title} intro={product ? t('matrix.editIntro') : undefined} />
        </Card>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          {t('editor.cancel')}
        </Button>
        <Button type="submit" disabled={pending || tooMany}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function TextArea({ label, error, ...props }: { label: string; error?: string } & React.TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: React.Ref<HTMLTextAreaElement> }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`w-full rounded-md border bg-white px-3 py-2 text-slate-900 ${error ? 'border-red-700' : 'border-slate-400'}`}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
