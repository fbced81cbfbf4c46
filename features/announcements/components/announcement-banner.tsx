import clsx from 'clsx';
import { Button } from '@/components/ui/button';

interface AnnouncementBannerProps {
  title: string;
  /** Plain text: the API strips any markup from banners, and React escapes what is left. */
  content: string;
  closeLabel: string;
  /** Absent in the admin preview, where the close control is only drawn. */
  onClose?: () => void;
  /** The region's accessible name; the preview, which is no landmark, has none. */
  regionLabel?: string;
}

export const closeButtonLook = 'inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 py-2 font-medium text-white';

/** The top bar shown above the page (spec §4): the title, the text and a "Fermer" control. */
export function AnnouncementBanner({ title, content, closeLabel, onClose, regionLabel }: AnnouncementBannerProps) {
  const Frame = regionLabel ? 'section' : 'div';
  return (
    <Frame
      aria-label={regionLabel}
      data-testid="announcement-banner"
      className="flex flex-wrap items-center gap-x-6 gap-y-2 border-b border-brand-600/40 bg-brand-50 px-4 py-3 text-slate-900"
    >
      <p className="min-w-0 flex-1 whitespace-pre-line">
        <strong className="font-semibold">{title}</strong>
        {content && <span className="block sm:ml-2 sm:inline">{content}</span>}
      </p>
      {onClose ? (
        <Button onClick={onClose} className="shrink-0">
          {closeLabel}
        </Button>
      ) : (
        <span aria-hidden="true" className={clsx(closeButtonLook, 'shrink-0')}>
          {closeLabel}
        </span>
      )}
    </Frame>
  );
}
