import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SkeletonLines } from '@/components/ui/loading-states';
import { useRemoveSeller, useSellers } from '../api';
import { canWriteTour } from '../can-write';
import { personName } from '../person-name';
import type { ProjectView, SellerView } from '../types';
import { AddSellerForm, PendingSellerInvitations } from './seller-invitations';


/**
 * The tour's sellers: those who have joined, then (for its writers) the invitations waiting for an answer and the
 * form that invites an address. Invited people join only once they accept.
 */
export function SellersPanel({ project }: { project: ProjectView }) {
  const t = useTranslations('tours.sellers');
  const tForm = useTranslations('tours.form');
  const canWrite = canWriteTour(project);
  const sellers = useSellers(project.id, true);
  const [removing, setRemoving] = useState<SellerView | null>(null);
  const remove = useRemoveSeller(project.id);
  const notify = useNotify();

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      notify.success(t('removed'));
      setRemoving(null);
    } catch (error) {
      notify.error(error, { operation: 'delete' });
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <Card title={t('title')} description={t('intro')}>
        {sellers.isPending && <SkeletonLines label={t('title')} lines={2} />}
        {sellers.data?.length === 0 && <p className="text-slate-700">{t('empty')}</p>}
        {sellers.data && sellers.data.length > 0 && (
          <table className="w-full text-left">
            <caption className="sr-only">{t('title')}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-2">{t('name')}</th>
                <th scope="col" className="py-2">{t('email')}</th>
                <th scope="col" className="py-2">{t('status')}</th>
                {canWrite && <th scope="col" className="py-2"><span className="sr-only">{t('remove')}</span></th>}
              </tr>
            </thead>
            <tbody>
              {sellers.data.map((seller) => (
                <tr key={seller.id} className="border-b border-slate-100">
                  <td className="py-2">{personName(seller)}</td>
                  <td className="py-2">{seller.email}</td>
                  <td className="py-2">{seller.emailVerified ? t('active') : t('waiting')}</td>
                  {canWrite && (
                    <td className="py-2">
                      <Button variant="secondary" onClick={() => setRemoving(seller)} aria-label={`${t('remove')} ${personName(seller)}`}>
                        {t('remove')}
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      {canWrite && <PendingSellerInvitations projectId={project.id} />}
      {canWrite && <AddSellerForm projectId={project.id} sellers={sellers.data} />}
      <ConfirmDialog
        open={removing !== null}
        tone="danger"
        title={t('removeTitle', { name: removing ? personName(removing) : '' })}
        confirmLabel={t('remove')}
        cancelLabel={tForm('cancel')}
        pendingLabel={t('removing')}
        pending={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      >
        {t('removeText')}
      </ConfirmDialog>
    </div>
  );
}
