import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useNotify } from '@/components/feedback/use-notify';
import { useCurrentUser } from '@/features/auth';
import { requiredTerms } from '@/features/terms';
import { isApiError } from '@/lib/api-client';
import { isRegisterScreen } from '@/lib/routing/screens';
import { useDismissAnnouncement, useLastAnnouncement } from './last-announcement';
import type { Announcement } from '../types';
import { AnnouncementBanner } from './announcement-banner';
import { AnnouncementCompact } from './announcement-compact';
import { AnnouncementModalCard } from './announcement-modal-card';

/**
 * The announcement due for the signed-in user, on every page (spec §4): never for admins, never one without an id,
 * and not while the terms modal asks for an acceptance. Rendered by _app; kept light (no zod, no form library),
 * since every page pays for it.
 */
export function AnnouncementDisplay() {
  const { asPath, pathname } = useRouter();
  const { data: user } = useCurrentUser();
  const viewer = user && user.role !== 'admin' ? { userId: user.id, role: user.role } : null;
  const { data: announcement } = useLastAnnouncement(viewer);
  const dismiss = useDismissAnnouncement();
  const notify = useNotify();

  if (!viewer || !announcement?.id || requiredTerms(asPath, user)) return null;
  // A failure brings the announcement back with the refetch, so it is explained; one deleted meanwhile just goes.
  const close = () =>
    dismiss.mutate(announcement.id, {
      onError: (error) => {
        if (!(isApiError(error) && error.status === 404)) notify.error(error, { operation: 'update' });
      },
    });
  // On the register, one line whatever the type: a banner would push the pay buttons down, a dialog stop the sale.
  if (isRegisterScreen(pathname ?? '')) {
    return (
      <AtTopOfPage>
        <AnnouncementCompact key={announcement.id} announcement={announcement} onClose={close} />
      </AtTopOfPage>
    );
  }
  // A new key per announcement: the next one due opens in a fresh dialog.
  return announcement.type === 'modal' ? <AnnouncementDialog key={announcement.id} announcement={announcement} onClose={close} /> : <TopBar key={announcement.id} announcement={announcement} onClose={close} />;
}

function TopBar({ announcement, onClose }: { announcement: Announcement; onClose: () => void }) {
  const t = useTranslations('common.announcements');
  return (
    <AtTopOfPage>
      <AnnouncementBanner title={announcement.title} content={announcement.content} closeLabel={t('close')} onClose={onClose} regionLabel={t('region')} />
    </AtTopOfPage>
  );
}

/**
 * _app renders the display after the page; a banner belongs above it. It goes into an element placed first in <body>,
 * so that it pushes the page down instead of covering the header.
 */
function AtTopOfPage({ children }: { children: ReactNode }) {
  // Only ever rendered in the browser: `last` is fetched there, never during server rendering.
  const [host] = useState(() => document.createElement('div'));
  useLayoutEffect(() => {
    document.body.prepend(host);
    return () => host.remove();
  }, [host]);
  return createPortal(children, host);
}

function AnnouncementDialog({ announcement, onClose }: { announcement: Announcement; onClose: () => void }) {
  const t = useTranslations('common.announcements');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  function close() {
    // Closed before it unmounts, so the browser gives focus back to where it was.
    dialogRef.current?.close();
    onClose();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      <AnnouncementModalCard titleId={titleId} title={announcement.title} closeLabel={t('close')} onClose={close}>
        {/* Safe to inject: the API sanitizes modal content when it is saved (features/announcements/server/sanitize.ts,
            an allow-list of headings, paragraphs, lists, http/https/mailto links, bold, italic and https images) and
            stores and serves only that clean form, so no script, event handler or javascript: link reaches this page. */}
        <div className="contents" dangerouslySetInnerHTML={{ __html: announcement.content }} />
      </AnnouncementModalCard>
    </dialog>
  );
}
