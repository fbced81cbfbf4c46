import { useTranslations } from 'next-intl';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { useStands } from '@/features/stands';
import { usePaymentAccount } from '../api';
import type { ShopStatus, ShopView } from '../types';
import { CollectionForm } from './collection-form';
import { ConditionsOfSaleForm } from './conditions-of-sale-form';
import { OrderLimitsForm } from './order-limits-form';
import { PayoutAccount } from './payout-account';
import { ShopAddress } from './shop-address';
import { ShopCatalogue } from './shop-catalogue';
import { ShopStatusActions } from './shop-status-actions';

const statusTone: Record<ShopStatus, string> = {
  draft: 'bg-slate-100 text-slate-800',
  opened: 'bg-green-100 text-green-900',
  closed: 'bg-amber-100 text-amber-900',
};

/** A date's shop once it exists: its address, the organiser's account, its settings' forms, its status and catalogue. */
export function ShopDetails({ shop, projectId, canWrite, active, locked }: { shop: ShopView; projectId: string; canWrite: boolean; active: boolean; locked: boolean }) {
  const t = useTranslations('shops.card');
  const stands = useStands(shop.eventId);
  // Only the tour's writers may read the organiser's account; the query waits for the role.
  const account = usePaymentAccount(canWrite ? shop.id : undefined);
  const editable = canWrite && active;

  return (
    <div className="flex flex-col gap-6">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{t('statusLabel')}</span>
        <span className={`rounded px-2 py-0.5 font-medium ${statusTone[shop.status]}`} data-testid="shop-status">
          {t(`status.${shop.status}`)}
        </span>
      </p>
      {canWrite && !active && <p className="rounded-md border border-blue-200 bg-blue-50 p-3 text-blue-900">{t('inactive')}</p>}
      {shop.status !== 'draft' && <CollectionSummary counts={shop.collection} />}
      <ShopAddress slug={shop.slug} />
      {canWrite && <PayoutAccount shopId={shop.id} />}
      {stands.isPending ? (
        <SkeletonLines label={t('loading')} lines={2} />
      ) : stands.isError ? (
        <LoadError onRetry={() => void stands.refetch()} />
      ) : (
        <CollectionForm shop={shop} stands={stands.data.data} disabled={!editable} />
      )}
      <OrderLimitsForm shop={shop} disabled={!editable} />
      <ConditionsOfSaleForm shop={shop} disabled={!editable} />
      {canWrite && <ShopStatusActions shop={shop} canOpen={editable} locked={locked} accountReady={account.data?.canReceivePayments === true} />}
      <ShopCatalogue projectId={projectId} inventoryId={shop.inventoryId} canWrite={editable} />
    </div>
  );
}

/** What is still to collect at the stands: the manager's view of the register's Retraits tab. */
function CollectionSummary({ counts }: { counts: ShopView['collection'] }) {
  const t = useTranslations('shops.card.collected');
  return (
    <section aria-labelledby="shop-collected" className="flex flex-col gap-2">
      <h3 id="shop-collected" className="font-semibold text-slate-900">
        {t('title')}
      </h3>
      <dl className="grid grid-cols-3 gap-2 text-center" data-testid="shop-collection-counts">
        {(['toPrepare', 'prepared', 'handedOver'] as const).map((key) => (
          <div key={key} className="rounded-md border border-slate-200 p-2">
            <dt className="text-sm text-slate-700">{t(key)}</dt>
            <dd className="text-2xl font-semibold text-slate-900">{counts[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
