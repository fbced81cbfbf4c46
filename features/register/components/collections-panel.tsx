import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import type { StandView } from '@/features/stands';
import type { HandoverProof, ManualProof } from '@/features/shops/schemas';
import type { CollectionView } from '@/features/shops/types';
import { useCollections, type CollectionQuery } from '../collections-api';
import { CollectionCard } from './collection-card';
import { HandoverDialog } from './handover-dialog';
import { ManualHandoverDialog } from './manual-handover-dialog';
import { ScanDialog } from './scan-dialog';
import { RegisterPager } from './register-pager';
import { touchButton, touchInput } from './touch';
import { useCollectionActions } from './use-collection-actions';

const PAGE_SIZE = 20;

/**
 * The Retraits tab: the shop's paid orders this stand hands over, found by number or name or by scanning the
 * spectator's QR code; each is marked ready when its bag is made up, and handed over on the buyer's proof: the
 * scanned code (then a last check), or from the list by hand, the number, name and e-mail typed and checked.
 */
export function CollectionsPanel({ stand }: { stand: StandView }) {
  const t = useTranslations('register.collections');
  const id = useId();
  const [state, setState] = useState<CollectionQuery['state']>('toCollect');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [scanning, setScanning] = useState(false);
  // A scanned order waits for the last check with its code's secret; one from the list is handed over by hand.
  const [confirming, setConfirming] = useState<{ order: CollectionView; proof: HandoverProof } | null>(null);
  const [manual, setManual] = useState<CollectionView | null>(null);
  const orders = useCollections(stand.id, { state, q: q || undefined, page, limit: PAGE_SIZE });
  const actions = useCollectionActions(stand.id);
  const pages = Math.max(1, Math.ceil((orders.data?.meta.total ?? 0) / PAGE_SIZE));

  function search(event: FormEvent) {
    event.preventDefault();
    setQ(typed.trim());
    setPage(1);
  }

  function show(next: CollectionQuery['state']) {
    setState(next);
    setPage(1);
  }

  async function handOver() {
    if (!confirming) return;
    await actions.handOver(confirming.order, confirming.proof);
    setConfirming(null);
  }

  async function handOverManually(order: CollectionView, proof: ManualProof): Promise<string[]> {
    const outcome = await actions.handOver(order, proof);
    if ('mismatch' in outcome) return outcome.mismatch;
    setManual(null);
    return [];
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto flex w-full max-w-5xl flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={`${id}-title`} className="text-2xl font-semibold">
          {t('title')}
        </h2>
        <p className="text-slate-700">{t('intro')}</p>
      </div>
      <div role="group" aria-label={t('states')} className="flex flex-wrap gap-2">
        {(['toCollect', 'handedOver'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={state === option}
            onClick={() => show(option)}
            className={clsx('min-h-12 rounded-md border px-5 text-lg font-medium', state === option ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-400 bg-white text-slate-900 hover:bg-slate-100')}
          >
            {t(option)}
          </button>
        ))}
      </div>
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-64 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-q`} className="font-medium text-slate-800">
            {t('search')}
          </label>
          <input id={`${id}-q`} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} className={touchInput} />
        </div>
        <Button type="submit" className={touchButton}>
          {t('searchSubmit')}
        </Button>
        <Button type="button" variant="secondary" className={touchButton} onClick={() => setScanning(true)}>
          {t('scan')}
        </Button>
      </form>
      {orders.isPending && <SkeletonLines label={t('loading')} lines={3} />}
      {orders.isError && <LoadError onRetry={() => void orders.refetch()} />}
      {orders.data && !orders.data.data.length && <p className="text-slate-700">{q ? t('noMatch') : state === 'toCollect' ? t('empty') : t('emptyHandedOver')}</p>}
      {orders.data && orders.data.data.length > 0 && (
        <ul className="flex flex-col gap-3">
          {orders.data.data.map((order) => (
            <li key={order.orderId}>
              <CollectionCard order={order} busy={actions.busy} onPrepare={() => void actions.prepare(order)} onHandOver={() => setManual(order)} />
            </li>
          ))}
        </ul>
      )}
      <RegisterPager page={page} pages={pages} onPage={setPage} texts={{ label: t('pagination'), previous: t('previous'), next: t('next'), status: t('page', { page, pages }) }} />
      <ScanDialog open={scanning} standId={stand.id} actions={actions} onHandOver={(order, proof) => setConfirming({ order, proof })} onClose={() => setScanning(false)} />
      <HandoverDialog order={confirming?.order ?? null} busy={actions.busy} onConfirm={() => void handOver()} onClose={() => setConfirming(null)} />
      <ManualHandoverDialog key={manual?.orderId ?? 'none'} order={manual} busy={actions.busy} onSubmit={(proof) => handOverManually(manual!, proof)} onClose={() => setManual(null)} />
    </section>
  );
}
