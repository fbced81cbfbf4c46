import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useErrorToast } from '@/components/feedback/use-error-toast';
import { LoadError } from '@/components/ui/loading-states';
import { isApiError } from '@/lib/api-client';
import { useAnnouncement } from '../api';
import { AnnouncementForm } from './announcement-form';
import { AnnouncementStatusBadge } from './announcement-status-badge';
import { PageTitle } from '@/components/layout/page-title';

function FormPage({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const t = useTranslations('announcements.form');
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <Link href="/admin/announcements" className="text-brand-700 underline hover:text-brand-800">
          <span aria-hidden="true">← </span>
          {t('back')}
        </Link>
      </div>
      <header className="flex flex-wrap items-center gap-3">
        <PageTitle name={title} />
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {aside}
      </header>
      {children}
    </div>
  );
}

/** /admin/announcements/new */
export function AnnouncementCreateScreen() {
  const t = useTranslations('announcements.form');
  return (
    <FormPage title={t('createTitle')}>
      <AnnouncementForm />
    </FormPage>
  );
}

/** /admin/announcements/[id] */
export function AnnouncementEditScreen() {
  const t = useTranslations('announcements.form');
  const { query } = useRouter();
  const id = typeof query.id === 'string' ? query.id : undefined;
  const { data: announcement, error, isPending, refetch } = useAnnouncement(id);
  const notFound = isApiError(error) && error.errorCode === 'NOT_FOUND';

  // A missing announcement has its own page, not a toast.
  useErrorToast(notFound ? null : error, 'read');

  return (
    <FormPage title={t('editTitle')} aside={announcement && <AnnouncementStatusBadge status={announcement.status} />}>
      {announcement ? (
        <AnnouncementForm key={announcement.id} announcement={announcement} />
      ) : isPending ? (
        <p role="status" aria-live="polite" className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
          {t('loading')}
        </p>
      ) : (
        <div className="rounded-lg border border-slate-200 bg-white p-6">
          {notFound ? <p className="text-slate-800">{t('notFound')}</p> : <LoadError message={t('loadError')} onRetry={() => void refetch()} />}
        </div>
      )}
    </FormPage>
  );
}
