import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import type { OrderView } from '@/features/orders';
import type { Product, ProductVariant } from '@/features/products';
import type { StandView } from '@/features/stands';
import { formatMoney } from '@/lib/format';
import { registerBasketStore } from '../register-basket';
import { useRegisterCatalogue, useStandLevels } from '../api';
import { BasketPanel } from './basket-panel';
import { CatalogueGrid } from './catalogue-grid';
// The receipts, the card terminal's wait and the free article come after the first paint (lazy-parts.tsx).
import { CardWaiting, CustomLineDialog, OfflineSaleReceipt, SaleReceipt, TrainingReceipt } from './lazy-parts';
import { touchButton } from './touch';
import { useCheckout, useSaleOutcome } from './use-checkout';

/** The sale: the stand's products and the basket, then the card terminal's wait, then the receipt. */
interface SalePanelProps {
  projectId: string;
  eventId: string;
  stand: StandView;
  online?: boolean;
  /** Units sold offline and not sent yet, by variant: the stock shown is that much lower. */
  pendingUnits?: Record<string, number>;
}

export function SalePanel({ projectId, eventId, stand, online = true, pendingUnits = {} }: SalePanelProps) {
  const t = useTranslations('register.sale');
  const tc = useTranslations('register.customLine');
  const [customOpen, setCustomOpen] = useState(false);
  const useBasket = registerBasketStore(stand.id);
  const lines = useBasket((state) => state.lines);
  const cardOrder = useBasket((state) => state.cardOrder);
  const receipt = useBasket((state) => state.receipt);
  const offlineReceipt = useBasket((state) => state.offlineReceipt);
  const trainingReceipt = useBasket((state) => state.trainingReceipt);
  const catalogue = useRegisterCatalogue(projectId);
  const levels = useStandLevels(stand.inventoryId);
  const [declined, setDeclined] = useState<OrderView | null>(null);
  const onDeclined = useCallback((order: OrderView) => setDeclined(order), []);
  const checkout = useCheckout(eventId, stand, onDeclined);
  const settle = useSaleOutcome(stand, onDeclined);
  const onSettled = useCallback((order: OrderView) => settle(order), [settle]);

  if (trainingReceipt) return <TrainingReceipt sale={trainingReceipt} onNewSale={() => useBasket.getState().closeReceipt()} />;
  if (offlineReceipt) return <OfflineSaleReceipt receipt={offlineReceipt} onNewSale={() => useBasket.getState().closeReceipt()} />;
  if (receipt) return <SaleReceipt order={receipt} onNewSale={() => useBasket.getState().closeReceipt()} />;
  if (cardOrder) return <CardWaiting order={cardOrder} onSettled={onSettled} cashAccepted={stand.isCashCompatible} onTakeCash={() => useBasket.getState().abandonCardOrder()} />;
  if (catalogue.isPending || levels.isPending) return <SkeletonLines label={t('loading')} />;
  if (catalogue.isError || levels.isError) return <LoadError onRetry={() => void Promise.all([catalogue.refetch(), levels.refetch()])} />;

  const stockOf = (variantId: string) => Math.max(0, (levels.data[variantId] ?? 0) - (pendingUnits[variantId] ?? 0));
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
  return (
    // The panel's height is the screen's: the products scroll on their own, and the basket keeps its pay buttons in
    // view below them (portrait, phone) or beside them (landscape), however long it gets.
    <div className="flex min-h-0 flex-1 flex-col gap-4">
      {declined && (
        <p role="alert" className="shrink-0 rounded-md border-2 border-red-700 bg-red-50 p-4 text-lg text-red-900">
          {t('declined', { ticket: declined.ticketNumber, amount: formatMoney(declined.totalInclVat) })}
        </p>
      )}
      <div className="group/sale flex min-h-0 flex-1 flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:grid-rows-[minmax(0,1fr)]">
        <div className="relative min-h-0 flex-1 overflow-y-auto max-lg:group-has-[[data-step=cash]]/sale:hidden">
          <CatalogueGrid products={products} stock={stockOf} inBasket={inBasket} onAdd={add} />
          {/* The odd item outside the catalogue, after the catalogue's own. */}
          <Button variant="secondary" className={`${touchButton} mt-4`} onClick={() => setCustomOpen(true)}>
            {tc('open')}
          </Button>
        </div>
        <BasketPanel stand={stand} stock={stockOf} checkout={checkout} online={online} />
      </div>
      <CustomLineDialog
        open={customOpen}
        onAdd={(article) => {
          setDeclined(null);
          useBasket.getState().addCustom(article);
        }}
        onClose={() => setCustomOpen(false)}
      />
    </div>
  );
}
