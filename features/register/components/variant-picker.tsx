import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { Product, ProductVariant } from '@/features/products';
import { formatMoney } from '@/lib/format';
import { RegisterDialog } from './register-dialog';
import { touchButton } from './touch';
import { variantGrid } from './variant-grid';
import { ScrollRegion } from '@/components/ui/scroll-region';

interface VariantPickerProps {
  product: Product | null;
  stock: (variantId: string) => number;
  inBasket: (variantId: string) => number;
  onPick: (product: Product, variant: ProductVariant) => void;
  onClose: () => void;
}

export const variantPrice = (product: Product, variant: ProductVariant) => variant.price ?? product.price;

/**
 * Sizes × colours of a product, each with what is left at the stand. A sold-out variant stays on screen, disabled
 * and marked "Épuisé", so the seller can tell the customer at once; one already all in the basket is disabled too.
 */
export function VariantPicker({ product, stock, inBasket, onPick, onClose }: VariantPickerProps) {
  const t = useTranslations('register.picker');
  const grid = product ? variantGrid(product.variants, stock, inBasket) : null;
  const ownPrices = product ? new Set(product.variants.map((variant) => variantPrice(product, variant))).size > 1 : false;

  return (
    <RegisterDialog
      open={Boolean(product)}
      title={product ? t('title', { product: product.title }) : ''}
      onClose={onClose}
      wide
      actions={
        <Button className={touchButton} onClick={onClose}>
          {t('done')}
        </Button>
      }
    >
      {product && grid && (
        <ScrollRegion label={t('caption', { product: product.title })}>
          <table className="w-full border-separate border-spacing-2">
            <caption className="sr-only">{t('caption', { product: product.title })}</caption>
            {grid.columns.some(Boolean) && (
              <thead>
                <tr>
                  <td />
                  {grid.columns.map((size) => (
                    <th key={size} scope="col" className="text-center text-lg font-semibold">
                      {size}
                    </th>
                  ))}
                </tr>
              </thead>
            )}
            <tbody>
              {grid.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className="pr-2 text-left font-semibold whitespace-nowrap">
                    {row.label || <span className="sr-only">{product.title}</span>}
                  </th>
                  {row.cells.map((cell, index) => {
                    if (!cell) return <td key={index} />;
                    const { variant, left, soldOut } = cell;
                    const count = inBasket(variant.id);
                    const state = soldOut ? t('soldOut') : t('left', { count: left });
                    return (
                      <td key={variant.id}>
                        <button
                          type="button"
                          disabled={left <= 0}
                          aria-label={[t('pick', { variant: variant.title, state }), count > 0 ? t('inBasket', { count }) : ''].filter(Boolean).join(', ')}
                          onClick={() => onPick(product, variant)}
                          className={clsx(
                            'flex min-h-16 w-full min-w-24 flex-col items-center justify-center rounded-md border-2 px-2 py-1 text-center',
                            soldOut
                              ? 'cursor-not-allowed border-dashed border-slate-300 bg-slate-100 text-slate-600'
                              : left <= 0
                                ? 'cursor-not-allowed border-slate-300 bg-slate-50 text-slate-700'
                                : 'border-brand-700 bg-white text-slate-900 hover:bg-brand-50',
                          )}
                        >
                          <span className={clsx('text-lg font-semibold', soldOut && 'line-through')} aria-hidden="true">
                            {grid.columns.some(Boolean) ? (variant.size ?? variant.title) : variant.title}
                          </span>
                          <span className="text-sm" aria-hidden="true">
                            {state}
                          </span>
                          {ownPrices && (
                            <span className="text-sm" aria-hidden="true">
                              {formatMoney(variantPrice(product, variant))}
                            </span>
                          )}
                          {count > 0 && (
                            <span className="mt-1 rounded-full bg-brand-700 px-2 text-sm font-semibold text-white" aria-hidden="true">
                              {t('inBasket', { count })}
                            </span>
                          )}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </RegisterDialog>
  );
}
