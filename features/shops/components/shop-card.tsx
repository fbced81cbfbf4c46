import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { useNotify } from '@/components/feedback/use-notify';
import { canWriteTour, planOwnerOf, useProject } from '@/features/projects';
import { UpgradeNotice, useFeature, useUpgradeAwareNotify } from '@/features/entitlements';
import { useCreateShop, useEventShop } from '../api';

/** The card's own loading state, for the moment the details' code comes after the shop. */
function DetailsLoading() {
  const t = useTranslations('shops.card');
  return <SkeletonLines label={t('loading')} lines={3} />;
}

// The shop's details in a chunk of their own (issue #28): their forms bring the validation (zod, react-hook-form) and
// the address its QR code, which the event page needs only once the date has a shop. One loader for the card's early
// fetch and next/dynamic, so that both ask for the same chunk.
const loadShopDetails = () => import('./shop-details');
const ShopDetails = dynamic(() => loadShopDetails().then((module) => module.ShopDetails), { loading: DetailsLoading });

type EventStatus = 'pending' | 'inProgress' | 'canceled' | 'finished';

/**
 * The event page's click-and-collect card (issue #13, manager side): make the date's shop, share its address, say
 * where and when orders are collected, get the organiser's account ready, open and close it. Read-only for viewers,
 * and for everyone once the date is over (only closing is still accepted then).
 */
export function ShopCard({ projectId, eventId, eventStatus }: { projectId: string; eventId: string; eventStatus: EventStatus }) {
  const t = useTranslations('shops.card');
  const project = useProject(projectId);
  const shop = useEventShop(eventId);
  const canWrite = canWriteTour(project.data);
  const active = eventStatus === 'pending' || eventStatus === 'inProgress';
  // Online shops are in the tour owner's plan or not: without them, creating and opening say which plan has them.
  const shopsLocked = useFeature('onlineShops', { clientId: planOwnerOf(project.data) }).locked;
  // Asked for with the shop, not after it: the details then show as soon as the shop is read.
  useEffect(() => {
    void loadShopDetails();
  }, []);

  return (
    <Card title={t('title')} description={t('intro')}>
      {/* The role decides what is offered: nothing is shown before it is known, not a read-only card that then changes. */}
      {shop.isPending || project.isPending ? (
        <SkeletonLines label={t('loading')} lines={3} />
      ) : shop.isError ? (
        <LoadError error={shop.error} onRetry={() => void shop.refetch()} />
      ) : shop.data === null ? (
        <NoShop eventId={eventId} canWrite={canWrite} active={active} locked={shopsLocked} />
      ) : (
        <ShopDetails shop={shop.data} projectId={projectId} canWrite={canWrite} active={active} locked={shopsLocked} />
      )}
    </Card>
  );
}

function NoShop({ eventId, canWrite, active, locked }: { eventId: string; canWrite: boolean; active: boolean; locked: boolean }) {
  const t = useTranslations('shops.card');
  const notify = useNotify();
  const notifyRefusal = useUpgradeAwareNotify();
  const create = useCreateShop(eventId);
  async function submit() {
    try {
      await create.mutateAsync(undefined);
      notify.success(t('created'));
    } catch (error) {
      notifyRefusal(error, { operation: 'create' });
    }
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-slate-700">{t('none')}</p>
      {canWrite && !active && <p className="text-slate-700">{t('cantCreate')}</p>}
      {canWrite && active && locked && <UpgradeNotice feature="onlineShops" />}
      {canWrite && active && !locked && (
        <Button onClick={() => void submit()} disabled={create.isPending}>
          {create.isPending ? t('creating') : t('create')}
        </Button>
      )}
    </div>
  );
}
