import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { AnnouncementType } from '../types';
import { AnnouncementBanner } from './announcement-banner';
import { AnnouncementModalCard } from './announcement-modal-card';
import { PreviewHtml } from './preview-html';

interface AnnouncementPreviewProps {
  type: AnnouncementType | null | undefined;
  title: string;
  content: string;
}

/** The banner or the modal as users will see it, drawn by the same components, while the admin types. */
export function AnnouncementPreview({ type, title, content }: AnnouncementPreviewProps) {
  const t = useTranslations('announcements.form.preview');
  const closeLabel = useTranslations('common.announcements')('close');
  const headingId = useId();
  const modalTitleId = useId();
  const shownTitle = title.trim() || t('placeholderTitle');
  const shownContent = content.trim() || t('placeholderContent');

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="announcement-preview">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('title')}
        </h2>
        <p className="text-sm text-slate-700">{t('description')}</p>
      </div>
      {type === 'banner' ? (
        <figure className="overflow-hidden rounded-lg border border-slate-300 bg-white shadow-sm">
          <AnnouncementBanner title={shownTitle} content={shownContent} closeLabel={closeLabel} />
          <PageSketch />
          <figcaption className="sr-only">{t('bannerCaption')}</figcaption>
        </figure>
      ) : type === 'modal' ? (
        <figure className="flex flex-col gap-2">
          <div className="rounded-lg bg-slate-900/60 p-4 sm:p-6">
            <div className="mx-auto max-w-lg rounded-lg bg-white text-slate-900 shadow-xl">
              <AnnouncementModalCard titleId={modalTitleId} title={shownTitle} closeLabel={closeLabel} headingLevel="h3">
                <PreviewHtml html={shownContent} />
              </AnnouncementModalCard>
            </div>
          </div>
          <figcaption className="text-sm text-slate-700">{t('modalNote')}</figcaption>
        </figure>
      ) : (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">{t('chooseType')}</p>
      )}
    </section>
  );
}

/** Grey bars standing for the page under the banner. */
function PageSketch() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2 p-4">
      <div className="h-4 w-1/3 rounded bg-slate-200" />
      <div className="h-3 w-full rounded bg-slate-100" />
      <div className="h-3 w-5/6 rounded bg-slate-100" />
    </div>
  );
}
