import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorToast } from '@/components/feedback/use-error-toast';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
import { LoadError } from '@/components/ui/loading-states';
import { Pagination } from '@/components/ui/pagination';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useAnnouncements, useDeleteAnnouncement, useUpdateAnnouncement, type AnnouncementListParams } from '../api';
import { announcementStatuses, announcementTypes, type Announcement } from '../types';
import { AnnouncementsTable, AnnouncementsTableSkeleton } from './announcements-table';
import { primaryLink } from './link-styles';
import { PublishConfirmDialog } from './publish-confirm-dialog';

const PAGE_SIZE = 20;
const ALL = 'all';

/** /admin/announcements: every announcement, filtered and searched, with publication and deletion. */
export function AnnouncementsAdminScreen() {
  const t = useTranslations('announcements');
  const notify = useNotify();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<string>(ALL);
  const [type, setType] = useState<string>(ALL);
  const q = useDebouncedValue(search.trim(), 300);
  const filters: Omit<AnnouncementListParams, 'page' | 'limit'> = {
    q: q || undefined,
    status: status === ALL ? undefined : [status as Announcement['status']],
    type: type === ALL ? undefined : [type as Announcement['type']],
  };
  // The page belongs to one set of filters: new filters start again at page 1.
  const filtersKey = `${q}|${status}|${type}`;
  const [pageState, setPageState] = useState({ filtersKey, page: 1 });
  const page = pageState.filtersKey === filtersKey ? pageState.page : 1;

  const list = useAnnouncements({ page, limit: PAGE_SIZE, ...filters });
  const update = useUpdateAnnouncement();
  const remove = useDeleteAnnouncement();
  const [toDelete, setToDelete] = useState<Announcement | null>(null);
  const [toPublish, setToPublish] = useState<Announcement | null>(null);

  useErrorToast(list.error, 'read');

  const total = list.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const filtered = Boolean(q) || status !== ALL || type !== ALL;

  function switchStatus(announcement: Announcement, next: Announcement['status'], onDone?: () => void) {
    update.mutate(
      { id: announcement.id, input: { status: next } },
      {
        onSuccess: (saved) => {
          notify.success(t(next === 'published' ? 'admin.publishedToast' : 'admin.unpublishedToast', { title: saved.title }));
          onDone?.();
        },
        onError: (error) => notify.error(error, { operation: 'update' }),
      },
    );
  }

  // Publishing reaches many people at once: it is confirmed, saying to whom. Unpublishing only hides it, at once.
  function toggleStatus(announcement: Announcement) {
    if (announcement.status === 'published') switchStatus(announcement, 'draft');
    else setToPublish(announcement);
  }

  function confirmDelete() {
    if (!toDelete) return;
    const { id, title } = toDelete;
    remove.mutate(id, {
      onSuccess: () => {
        notify.success(t('admin.deleteDialog.success', { title }));
        setToDelete(null);
        // The last row of a later page is gone: show the page before rather than an empty one.
        if (page > 1 && list.data?.data.length === 1) setPageState({ filtersKey, page: page - 1 });
      },
      onError: (error) => notify.error(error, { operation: 'delete' }),
    });
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold text-slate-900">{t('admin.title')}</h1>
          <p className="text-slate-700">{t('admin.intro')}</p>
        </div>
        <Link href="/admin/announcements/new" className={primaryLink}>
          <span aria-hidden="true">+</span> {t('admin.new')}
        </Link>
      </header>

      <div role="search" className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <TextField label={t('admin.search')} hint={t('admin.searchHint')} type="search" value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
        <SelectField
          label={t('admin.statusFilter')}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          options={[{ value: ALL, label: t('admin.statusAll') }, ...announcementStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))]}
        />
        <SelectField
          label={t('admin.typeFilter')}
          value={type}
          onChange={(event) => setType(event.target.value)}
          options={[{ value: ALL, label: t('admin.typeAll') }, ...announcementTypes.map((value) => ({ value, label: t(`types.${value}`) }))]}
        />
      </div>

      <p role="status" className="text-slate-800" data-testid="announcements-count">
        {list.data ? t('admin.count', { count: total }) : ''}
      </p>

      {list.isPending ? (
        <AnnouncementsTableSkeleton label={t('admin.loading')} />
      ) : !list.data ? (
        <div className="rounded-lg border border-slate-200 bg-white p-6">
          <LoadError message={t('admin.loadError')} onRetry={() => void list.refetch()} />
        </div>
      ) : list.data.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-slate-800">{filtered ? t('admin.empty') : t('admin.emptyNoFilter')}</p>
          {filtered ? (
            <Button
              variant="secondary"
              onClick={() => {
                setSearch('');
                setStatus(ALL);
                setType(ALL);
              }}
            >
              {t('admin.clearFilters')}
            </Button>
          ) : (
            <Link href="/admin/announcements/new" className={primaryLink}>
              {t('admin.new')}
            </Link>
          )}
        </div>
      ) : (
        <>
          <AnnouncementsTable
            caption={t('admin.caption')}
            announcements={list.data.data}
            stale={list.isPlaceholderData}
            switchingId={update.isPending ? (update.variables?.id ?? null) : null}
            onToggleStatus={toggleStatus}
            onDelete={setToDelete}
          />
          <Pagination label={t('admin.paginationLabel')} page={page} pages={pages} onChange={(next) => setPageState({ filtersKey, page: next })} />
        </>
      )}

      <PublishConfirmDialog
        subject={toPublish}
        pending={update.isPending}
        onConfirm={() => toPublish && switchStatus(toPublish, 'published', () => setToPublish(null))}
        onClose={() => setToPublish(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={toDelete ? t('admin.deleteDialog.title', { title: toDelete.title }) : ''}
        confirmLabel={t('admin.deleteDialog.confirm')}
        cancelLabel={t('admin.cancel')}
        pendingLabel={t('admin.deleting')}
        pending={remove.isPending}
        tone="danger"
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        <p>{t('admin.deleteDialog.text')}</p>
      </ConfirmDialog>
    </div>
  );
}
