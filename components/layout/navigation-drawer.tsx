import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';

interface NavigationDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The phone's navigation: a modal <dialog> sliding from the left edge. The browser keeps focus inside and the page
 * behind inert; Escape, the close button and a tap on the shaded page close it, and focus returns to the menu button.
 */
export function NavigationDrawer({ id, open, onClose, children }: NavigationDrawerProps) {
  const t = useTranslations('common.nav');
  const dialogRef = useModalDialog(open);
  return (
    <dialog
      ref={dialogRef}
      id={id}
      aria-label={t('menu')}
      onClose={onClose}
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="m-0 h-dvh max-h-none w-80 max-w-[85vw] bg-white p-0 backdrop:bg-slate-900/60"
    >
      <div className="flex h-full flex-col gap-4 overflow-y-auto p-4">
        <button type="button" onClick={onClose} aria-label={t('closeMenu')} className="min-h-11 min-w-11 self-end rounded-md text-xl text-slate-800 hover:bg-slate-100">
          <span aria-hidden="true">✕</span>
        </button>
        {children}
      </div>
    </dialog>
  );
}
