import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import type { OrderView } from '@/features/orders';
import type { Product, ProductVariant } from '@/features/products';
import type { StandView } from '@/features/stands';
import { formatMoney } from '@/lib/format';
import { orderTotals } from '@/features/orders';
import { registerBasketStore } from '../register-basket';
import { useRegisterCatalogue, useStandLevels } from '../api';
import { BasketPanel } from './basket-panel';
import { CardWaiting } from './card-waiting';
import { CatalogueGrid } from './catalogue-grid';
import { SaleReceipt } from './sale-receipt';
import { useCheckout, useSaleOutcome } from './use-checkout';

/** The sale: the stand's products and the basket, then the card terminal's wait, then the receipt. */
export function SalePanel({ projectId, eventId, stand }: { projectId: string; eventId: string; stand: StandView }) {
  const t = useTranslations('register.sale');
  const useBasket = registerBasketStore(stand.id);
  const lines = useBasket((state) => state.lines);
  const cardOrder = useBasket((state) => state.cardOrder);
  const receipt = useBasket((state) => state.receipt);
  const catalogue = useRegisterCatalogue(projectId);
  const levels = useStandLevels(stand.inventoryId);
  const [declined, setDeclined] = useState<OrderView | null>(null);
  const onDeclined = useCallback((order: OrderView) => setDeclined(order), []);
  const checkout = useCheckout(eventId, stand, onDeclined);
  const settle = useSaleOutcome(stand, onDeclined);
  const onSettled = useCallback((order: OrderView) => settle(order), [settle]);

  if (receipt) return <SaleReceipt order={receipt} onNewSale={() => useBasket.getState().closeReceipt()} />;
  if (cardOrder) return <CardWaiting order={cardOrder} onSettled={onSettled} />;
  if (catalogue.isPending || levels.isPending) return <SkeletonLines label={t('loading')} />;
  if (catalogue.isError || levels.isError) return <LoadError onRetry={() => void Promise.all([catalogue.refetch(), levels.refetch()])} />;

  const stockOf = (variantId: string) => levels.data[variantId] ?? 0;
  const inBasket = (variantId: string) => lines.find((line) => line.productVariantId === variantId)?.quantity ?? 0;
  // A product made unavailable is no longer offered, even with units left (the manager withdrew it).
  const products = catalogue.data.filter((product) => product.availability === 'available');
  const add = (product: Product, variant: ProductVariant) => {
    setDeclined(null);
    useBasket.getState().add(
      {
        productVariantId: variant.id,
        productId: product.id,
        productTitle: product.title,
        variantTitle: product.hasVariants ? variant.title : null,
        category: product.category,
        unitPrice: variant.price ?? product.price,
        vatRate: product.vat,
      },
      stockOf(variant.id),
    );
  };
  const total = orderTotals(lines).totalInclVat;

  return (
    <div className="flex flex-col gap-4">
      {declined && (
        <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-lg text-red-900">
          {t('declined', { ticket: declined.ticketNumber, amount: formatMoney(declined.totalInclVat) })}
        </p>
      )}
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <CatalogueGrid products={products} stock={stockOf} inBasket={inBasket} onAdd={add} />
        <BasketPanel stand={stand} stock={stockOf} checkout={checkout} />
      </div>
      {/* Portrait: the basket is below the products; its total stays in view at the bottom of the screen. */}
      {lines.length > 0 && (
        <div className="sticky bottom-0 -mx-4 flex items-center justify-between gap-4 border-t border-slate-300 bg-white px-4 py-3 shadow-lg lg:hidden">
          <span className="text-xl font-semibold">{t('total', { amount: formatMoney(total) })}</span>
          <a href="#register-basket" className="inline-flex min-h-12 items-center rounded-md bg-brand-700 px-5 text-lg font-medium text-white hover:bg-brand-800">
            {t('toBasket')}
          </a>
        </div>
      )}
    </div>
  );
}
