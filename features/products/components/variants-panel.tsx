import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useCreateVariant, useDeleteVariant, useUpdateVariant, type VariantBody } from '../api';
import { productSizes, type Product, type ProductSize, type ProductVariant } from '../types';
import { centsToInput, parseEurosToCents } from './money';

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
  const price = draft.price.trim() ? parseEurosToCents(draft.price) : null;
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

/** A product's variants: each with its own price and reference, edited in place; one added at a time. */
export function VariantsPanel({ product, writable }: { product: Product; writable: boolean }) {
  const t = useTranslations('products.variants');
  const notify = useNotify();
  const update = useUpdateVariant(product.id);
  const remove = useDeleteVariant(product.id);
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ProductVariant | null>(null);

  async function makeDefault(variant: ProductVariant) {
    try {
      await update.mutateAsync({ id: variant.id, isDefault: true });
      notify.success(t('madeDefault', { title: variant.title }));
    } catch (error) {
      notify.error(error, { operation: 'update' });
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success(t('deleted'));
      setDeleting(null);
    } catch (error) {
      notify.error(error, { operation: 'delete' });
      setDeleting(null);
    }
  }

  // Material and style are rare on merch: their column shows only when a variant has one.
  const withOptions = product.variants.some((variant) => variant.material || variant.style);
  const columns = 5 + (writable ? 1 : 0) + (withOptions ? 1 : 0);

  return (
    <Card title={t('title')} description={t('intro')}>
      <div className="flex flex-col gap-6">
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">{t('caption')}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="px-2 py-2">{t('name')}</th>
                <th scope="col" className="px-2 py-2">{t('size')}</th>
                <th scope="col" className="px-2 py-2">{t('color')}</th>
                {withOptions && <th scope="col" className="px-2 py-2">{t('options')}</th>}
                <th scope="col" className="px-2 py-2">{t('price')}</th>
                <th scope="col" className="px-2 py-2">{t('reference')}</th>
                {writable && <th scope="col" className="px-2 py-2">{t('actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {product.variants.map((variant) =>
                editing === variant.id ? (
                  <tr key={variant.id} className="border-b border-slate-200">
                    <td colSpan={columns} className="px-2 py-3">
                      <VariantEditor productId={product.id} variant={variant} onDone={() => setEditing(null)} />
                    </td>
                  </tr>
                ) : (
                  <tr key={variant.id} className="border-b border-slate-200" data-testid="variant-row">
                    <th scope="row" className="px-2 py-2 font-medium">
                      {variant.title}
                      {variant.isDefault && <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-800">{t('default')}</span>}
                    </th>
                    <td className="px-2 py-2">{variant.size ?? t('none')}</td>
                    <td className="px-2 py-2">{variant.color ?? t('none')}</td>
                    {withOptions && <td className="px-2 py-2">{[variant.material, variant.style].filter(Boolean).join(' · ') || t('none')}</td>}
                    <td className="px-2 py-2">{variant.price === null ? t('productPrice', { price: formatMoney(product.price) }) : formatMoney(variant.price)}</td>
                    <td className="px-2 py-2">{variant.reference ?? t('none')}</td>
                    {writable && (
                      <td className="px-2 py-2">
                        <div className="flex flex-wrap gap-2">
                          <Button variant="secondary" className="min-h-9 px-3 py-1 text-sm" onClick={() => setEditing(variant.id)} aria-label={t('edit', { title: variant.title })}>
                            <span aria-hidden="true">✎</span>
                          </Button>
                          {variant.isDefault ? (
                            <p className="max-w-56 text-xs text-slate-700">{t('defaultWhy')}</p>
                          ) : (
                            <>
                              <Button variant="secondary" className="min-h-9 px-3 py-1 text-sm" disabled={update.isPending} onClick={() => void makeDefault(variant)}>
                                {t('makeDefault', { title: variant.title })}
                              </Button>
                              <Button variant="secondary" className="min-h-9 px-3 py-1 text-sm" onClick={() => setDeleting(variant)}>
                                {t('delete', { title: variant.title })}
                              </Button>
                            </>
                          )}
                        </div>
                      </td>
                    )}
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </div>
        {writable && <VariantEditor productId={product.id} onDone={() => undefined} />}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle', { title: deleting?.title ?? '' })}
        confirmLabel={t('deleteConfirm')}
        cancelLabel={t('cancel')}
        pendingLabel={t('deleting')}
        pending={remove.isPending}
        tone="danger"
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {t('deleteText')}
      </ConfirmDialog>
    </Card>
  );
}

/** Adds a variant (no `variant`) or edits one in place. */
function VariantEditor({ productId, variant, onDone }: { productId: string; variant?: ProductVariant; onDone: () => void }) {
  const t = useTranslations('products.variants');
  const notify = useNotify();
  const headingId = useId();
  const create = useCreateVariant(productId);
  const update = useUpdateVariant(productId);
  const [draft, setDraft] = useState<Draft>(variant ? draftOf(variant) : emptyDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const pending = create.isPending || update.isPending;
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
        <TextField label={t('color')} value={draft.color} onChange={set('color')} maxLength={50} autoComplete="off" error={errorOf('color')} />
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
