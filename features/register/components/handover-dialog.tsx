import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { CollectionView } from '@/features/shops/types';
import { lineName } from './basket-line';
import { CollectionWindowWarning } from './collection-window-warning';
import { RegisterDialog } from './register-dialog';
import { touchButton } from './touch';

/** The last look before the bag of a scanned order changes hands: the name and the contents, then one confirmation. */
export function HandoverDialog({ order, busy, onConfirm, onClose }: { order: CollectionView | null; busy: boolean; onConfirm: () => void; onClose: () => void }) {
  const t = useTranslations('register.collections');
  return (
    <RegisterDialog
      open={order !== null}
      title={order ? t('confirm.title', { number: order.number }) : ''}
      busy={busy}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" className={touchButton} disabled={busy} onClick={onClose}>
            {t('confirm.cancel')}
          </Button>
          <Button className={touchButton} disabled={busy} onClick={onConfirm}>
            {busy ? t('confirm.submitting') : t('confirm.submit')}
          </Button>
        </>
      }
    >
      {order && (
        <>
          <CollectionWindowWarning window={order.collectionWindow} />
          <p className="text-lg font-medium">{t('confirm.customer', { name: order.customerName ?? t('noName') })}</p>
          <OrderLines items={order.items} />
          <p className="text-slate-700">{t('confirm.check')}</p>
        </>
      )}
    </RegisterDialog>
  );
}

/** What goes in the bag, one line per product. */
export function OrderLines({ items }: { items: CollectionView['items'] }) {
  const t = useTranslations('register.collections');
  return (
    <ul className="flex flex-col gap-1 text-lg">
      {items.map((item, index) => (
        <li key={`${item.productTitle}-${item.variantTitle}-${index}`}>{t('line', { quantity: item.quantity, name: lineName(item) })}</li>
      ))}
    </ul>
  );
}
