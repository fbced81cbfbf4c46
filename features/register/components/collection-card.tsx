import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { CollectionStatus, CollectionView } from '@/features/shops/types';
import { formatMoney } from '@/lib/format';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { lineName } from './basket-line';
import { touchButton } from './touch';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';

const tones: Record<CollectionStatus, StatusTone> = { paid: 'pending', prepared: 'done', exchanged: 'info' };

interface CollectionCardProps {
  order: CollectionView;
  busy: boolean;
  onPrepare: () => void;
  onHandOver: () => void;
}

/** One shop order at the collection stand: its number and name, what goes in the bag, and what is left to do. */
export function CollectionCard({ order, busy, onPrepare, onHandOver }: CollectionCardProps) {
  const t = useTranslations('register.collections');
  const { formatDateTime } = useDateFormat();
  const titleId = `collection-${order.orderId}`;

  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-x-6 gap-y-1">
        <h3 id={titleId} className="text-xl font-semibold">
          {t('number', { number: order.number })}
        </h3>
        <span className="text-lg">{order.customerName ?? t('noName')}</span>
        <StatusBadge tone={tones[order.status]}>{t(`status.${order.status}`)}</StatusBadge>
      </header>
      <ul className="flex flex-col gap-1 text-lg">
        {order.items.map((item, index) => (
          <li key={`${item.productTitle}-${item.variantTitle}-${index}`}>{t('line', { quantity: item.quantity, name: lineName(item) })}</li>
        ))}
      </ul>
      <p className="text-slate-700">{t('total', { total: formatMoney(order.totalInclVat) })}</p>
      {order.status === 'exchanged' ? (
        <div className="flex flex-col gap-1">
          <p className="font-medium text-blue-900">
            {t('handedOverAt', { date: formatDateTime(order.handedOverAt!), stand: order.handedOverStandName ?? '—', name: order.handedOverByName ?? '—' })}
          </p>
          {order.handoverMethod && <p className="text-slate-800">{t(`handoverMethod.${order.handoverMethod}`)}</p>}
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          {order.status === 'paid' && (
            <Button variant="secondary" className={touchButton} disabled={busy} onClick={onPrepare}>
              {t('prepare')}
            </Button>
          )}
          <Button className={touchButton} disabled={busy} onClick={onHandOver}>
            {t('handOver')}
          </Button>
        </div>
      )}
    </article>
  );
}
