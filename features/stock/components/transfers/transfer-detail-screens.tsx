import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { canWriteTour, useProject } from '@/features/projects';
import { useInventories, useTransfer } from '../../api';
import type { TransferView } from '../../types';
import { withEventName } from './inventory-name';
import { transferLinks } from './links';
import { TransferCheck } from './transfer-check';

/** Both screens show their way back above: a missing transfer only says so. */
function TransferLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations('transfers.check');
  const missing = useTranslations('common.missing');
  return <LoadError error={error} onRetry={onRetry} missing={{ title: missing('transfer'), text: t('notFound') }} />;
}

/** A transfer from the dashboard: the tour's writers count it, validate it or call it back; viewers read it. */
export function TransferDetailScreen({ projectId, transferId }: { projectId: string; transferId: string }) {
  const t = useTranslations('transfers.check');
  const transfer = useTransfer(transferId);
  const project = useProject(projectId);
  const inventories = useInventories(projectId);
  const writer = canWriteTour(project.data);

  return (
    <div className="flex flex-col gap-4">
      <Link href={transferLinks.list(projectId)} className="self-start text-brand-700 underline">
        <span aria-hidden="true">←</span> {t('backToList')}
      </Link>
      {transfer.isPending || project.isPending ? (
        <SkeletonLines label={t('loading')} />
      ) : transfer.isError ? (
        <TransferLoadError error={transfer.error} onRetry={() => void transfer.refetch()} />
      ) : (
        <TransferCheck
          transfer={transfer.data}
          from={withEventName(transfer.data.from, inventories.data)}
          to={withEventName(transfer.data.to, inventories.data)}
          canReceive={writer}
          canManage={writer}
        />
      )}
    </div>
  );
}

/** The same check for a seller on the stand's tablet, in the sellers area. */
export function SellerTransferScreen({ transferId }: { transferId: string }) {
  const t = useTranslations('transfers.check');
  const transfer = useTransfer(transferId);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 p-6">
      <Link href={transferLinks.sellersHome()} className="inline-flex min-h-11 items-center self-start text-lg text-brand-700 underline">
        <span aria-hidden="true">←</span>&nbsp;{t('backToSellers')}
      </Link>
      {transfer.isPending ? (
        <SkeletonLines label={t('loading')} />
      ) : transfer.isError ? (
        <TransferLoadError error={transfer.error} onRetry={() => void transfer.refetch()} />
      ) : (
        <SellerTransfer transfer={transfer.data} />
      )}
    </div>
  );
}

/** A seller receives only what goes to one of their stands: the inventories the API lists for them. */
function SellerTransfer({ transfer }: { transfer: TransferView }) {
  const t = useTranslations('transfers.check');
  const mine = useInventories(transfer.projectId);
  if (mine.isPending) return <SkeletonLines label={t('loading')} />;
  const canReceive = mine.data?.some((inventory) => inventory.id === transfer.to.id) ?? false;
  return <TransferCheck transfer={transfer} from={withEventName(transfer.from, mine.data)} to={withEventName(transfer.to, mine.data)} canReceive={canReceive} canManage={false} />;
}
