import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { closeButtonLook } from './announcement-banner';

interface AnnouncementModalCardProps {
  titleId: string;
  title: string;
  /** The content, already safe to render: sanitized HTML from the API, or the preview's own elements. */
  children: ReactNode;
  closeLabel: string;
  onClose?: () => void;
  headingLevel?: 'h2' | 'h3';
}

// The few tags a modal may hold (headings, paragraphs, lists, links, bold, italic, images), styled without a plugin.
const richText =
  'flex flex-col gap-3 break-words [&_a]:text-brand-700 [&_a]:underline [&_h1]:text-xl [&_h1]:font-semibold [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_h4]:font-semibold [&_img]:h-auto [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6';

/** What a modal announcement holds: the same in the user's dialog and in the admin's preview. */
export function AnnouncementModalCard({ titleId, title, children, closeLabel, onClose, headingLevel = 'h2' }: AnnouncementModalCardProps) {
  const Heading = headingLevel;
  return (
    <div className="flex flex-col gap-4 p-6">
      <Heading id={titleId} className="text-xl font-semibold text-slate-900">
        {title}
      </Heading>
      <div className={richText} data-testid="announcement-content">
        {children}
      </div>
      <div className="flex justify-end">
        {onClose ? (
          <Button onClick={onClose}>{closeLabel}</Button>
        ) : (
          <span aria-hidden="true" className={closeButtonLook}>
            {closeLabel}
          </span>
        )}
      </div>
    </div>
  );
}
