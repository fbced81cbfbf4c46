import { useFormatter, useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDateFormat } from '@/lib/hooks/use-date-format';
import { subscriptionTypes, type AnnouncementReaders, type AnnouncementType } from '../types';

/** What the confirmation needs to say what publishing will do: from the list's row or the form's values. */
export interface PublicationSubject {
  title: string;
  type: AnnouncementType;
  displayedFor: readonly string[];
  /** Absent or `everyone`: nothing more to say. */
  readers?: AnnouncementReaders;
  expiresAt: string | null;
}

/**
 * "à tous les utilisateurs", "aux abonnés Starter et Pro et aux organisations avec toutes les fonctionnalités": to whom
 * an announcement goes, in words. 'all' already covers every other audience, so it is said alone.
 */
export function useAudienceSentence() {
  const t = useTranslations('announcements.admin.publishDialog.audience');
  const tPlans = useTranslations('announcements.audiences');
  const format = useFormatter();
  return (displayedFor: readonly string[]) => {
    if (displayedFor.includes('all')) return t('all');
    const plans = subscriptionTypes.filter((plan) => displayedFor.includes(plan));
    const parts = [
      ...(plans.length ? [t('subscribers', { plans: format.list(plans.map((plan) => tPlans(plan))) })] : []),
      ...(displayedFor.includes('allow_all_features') ? [t('allowAllFeatures')] : []),
    ];
    return format.list(parts);
  };
}

/**
 * Publishing shows an announcement to many people at once: it is confirmed in a dialog that says which kind, to whom
 * and until when. `subject` null keeps the dialog closed.
 */
export function PublishConfirmDialog({ subject, pending, onConfirm, onClose }: { subject: PublicationSubject | null; pending: boolean; onConfirm: () => void; onClose: () => void }) {
  const t = useTranslations('announcements.admin.publishDialog');
  const { formatLongDateTime } = useDateFormat();
  const audience = useAudienceSentence();
  return (
    <ConfirmDialog
      open={subject !== null}
      title={t('title', { title: subject?.title ?? '' })}
      confirmLabel={t('confirm')}
      cancelLabel={t('cancel')}
      pendingLabel={t('pending')}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {subject && (
        <p>
          {t('text', {
            type: subject.type,
            audience: audience(subject.displayedFor),
            expiry: subject.expiresAt ? t('until', { date: formatLongDateTime(subject.expiresAt) }) : t('noExpiry'),
          })}
        </p>
      )}
      {subject?.readers && subject.readers !== 'everyone' && <p>{t('readersOnly', { readers: subject.readers })}</p>}
    </ConfirmDialog>
  );
}
