import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { Announcement } from '../types';

const control = 'inline-flex min-h-12 shrink-0 items-center justify-center rounded-md px-4 font-medium';

/**
 * An announcement on the register (issue #25): one line, the title and the start of the text, that a tap opens and
 * closes, so that it never pushes the basket and its pay buttons off the screen. A modal's content is shown opened
 * here too rather than in a dialog, which would stop a sale.
 */
export function AnnouncementCompact({ announcement, onClose }: { announcement: Announcement; onClose: () => void }) {
  const t = useTranslations('common.announcements');
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <section aria-label={t('region')} data-testid="announcement-compact" className="border-b border-brand-600/40 bg-brand-50 px-4 py-1 text-slate-900">
      <div className="flex items-center gap-3">
        <p className="min-w-0 flex-1 truncate">
          <strong className="font-semibold">{announcement.title}</strong>
          {announcement.type === 'banner' && !open && <span className="ml-2">{announcement.content}</span>}
        </p>
        <button type="button" aria-expanded={open} aria-controls={contentId} onClick={() => setOpen(!open)} className={`${control} text-brand-700 underline hover:bg-brand-600/10`}>
          {open ? t('less') : t('more')}
        </button>
        <button type="button" onClick={onClose} className={`${control} bg-brand-700 text-white hover:bg-brand-800`}>
          {t('close')}
        </button>
      </div>
      <div id={contentId} hidden={!open} className="max-h-[40dvh] overflow-y-auto pb-2">
        {announcement.type === 'banner' ? (
          <p className="whitespace-pre-line">{announcement.content}</p>
        ) : (
          // Safe to inject: the API stores and serves modal content sanitized (see announcement-display.tsx).
          <div className="flex flex-col gap-2 [&_a]:text-brand-700 [&_a]:underline [&_img]:h-auto [&_img]:max-w-full" dangerouslySetInnerHTML={{ __html: announcement.content }} />
        )}
      </div>
    </section>
  );
}
