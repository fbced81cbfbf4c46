import Link from 'next/link';
import { useSession } from '@/lib/auth/session-client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useState } from 'react';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';

import { useInventories, useTransfers } from '../../api';
import type { TransferView } from '../../types';
import { useInventoryName, withEventName } from './inventory-name';
import { transferLinks } from './links';
import { useDateFormat } from '@/lib/hooks/use-date-format';

/** The sellers area's "Transferts à réceptionner": transfers in progress towards the seller's stands. */
export function IncomingTransfers() {
  const t = useTranslations('transfers.incoming');
  const headingId = useId();
  const { data: session } = useSession();
  const isSeller = session?.user.role === 'seller';
  const transfers = useTransfers({ status: ['inProgress'] });
  const [shown, setShown] = useState<Record<string, number>>({});
  const report = useCallback((projectId: string, count: number) => setShown((current) => (current[projectId] === count ? current : { ...current, [projectId]: count })), []);
  if (!isSeller) return null;

  // The API lists the transfers from or to the seller's stands; only those towards them are theirs to receive.
  const byProject = new Map<string, TransferView[]>();
  for (const transfer of transfers.data?.data ?? []) byProject.set(transfer.projectId, [...(byProject.get(transfer.projectId) ?? []), transfer]);
  const total = [...byProject.keys()].reduce((sum, projectId) => sum + (shown[projectId] ?? 0), 0);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold">
        {t('title')}
      </h2>
      {transfers.isPending && <SkeletonLines label={t('loading')} lines={2} />}
      {transfers.isError && <LoadError onRetry={() => void transfers.refetch()} />}
      {transfers.data && (
        <ul className="flex flex-col gap-3">
          {[...byProject].map(([projectId, list]) => (
            <ProjectIncoming key={projectId} projectId={projectId} transfers={list} onCount={report} />
          ))}
        </ul>
      )}
      {transfers.data && total === 0 && <p className="text-slate-700">{t('empty')}</p>}
    </section>
  );
}

function ProjectIncoming({ projectId, transfers, onCount }: { projectId: string; transfers: TransferView[]; onCount: (projectId: string, count: number) => void }) {
  const { formatDateTime } = useDateFormat();
  const t = useTranslations('transfers.incoming');
  const nameOf = useInventoryName();
  const mine = useInventories(projectId);
  const incoming = transfers.filter((transfer) => mine.data?.some((inventory) => inventory.id === transfer.to.id));
  useEffect(() => onCount(projectId, incoming.length), [onCount, projectId, incoming.length]);

  return incoming.map((transfer) => (
    <li key={transfer.id}>
      <Link
        href={transferLinks.sellerDetail(transfer.id)}
        className="flex min-h-16 flex-wrap items-center justify-between gap-x-6 gap-y-1 rounded-lg border border-slate-300 px-4 py-3 text-slate-900 hover:border-brand-700 hover:bg-brand-50"
      >
        <span className="text-lg font-semibold">{t('route', { from: nameOf(withEventName(transfer.from, mine.data)), to: nameOf(withEventName(transfer.to, mine.data)) })}</span>
        <span className="text-slate-700">{t('details', { units: transfer.quantity, lines: transfer.items.length, date: formatDateTime(transfer.createdAt) })}</span>
      </Link>
    </li>
  ));
}
