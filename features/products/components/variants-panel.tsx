import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { ActionMenu, type MenuAction } from '@/components/ui/action-menu';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatMoney } from '@/lib/format';
import { useDeleteVariant, useUpdateVariant } from '../api';
import type { Product, ProductVariant } from '../types';
import { AddVariantsDialog } from './add-variants-dialog';
import { VariantEditor } from './variant-editor';

/**
 * A product's variants: each with its own price and reference, edited in place. Each row's actions sit behind one
 * menu button named after the variant (a phone cannot fit three long buttons per row); variants are added one at a
 * time below, or several at once from the matrix ("Ajouter des variantes").
 */
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

  const [adding, setAdding] = useState(false);

  // The default cannot be deleted (nor made default again): its menu offers editing only, and a note says why.
  function rowActions(variant: ProductVariant): MenuAction[] {
    const edit = { label: t('editAction'), onSelect: () => setEditing(variant.id) };
    if (variant.isDefault) return [edit];
    return [
      edit,
      { label: t('makeDefaultAction'), onSelect: () => void makeDefault(variant), disabled: update.isPending },
      { label: t('deleteAction'), onSelect: () => setDeleting(variant) },
    ];
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
                        <ActionMenu label={t('rowActions', { title: variant.title })} actions={rowActions(variant)} />
                      </td>
                    )}
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </div>
        {writable && <p className="text-sm text-slate-700">{t('defaultWhy')}</p>}
        {writable && product.hasVariants && (
          <div className="flex flex-col items-start gap-2 border-t border-slate-200 pt-4">
            <p className="text-slate-700">{t('addManyIntro')}</p>
            <Button variant="secondary" onClick={() => setAdding(true)}>
              {t('addMany')}
            </Button>
          </div>
        )}
        {writable && <VariantEditor productId={product.id} onDone={() => undefined} />}
      </div>
      {writable && <AddVariantsDialog product={product} open={adding} onClose={() => setAdding(false)} />}
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

