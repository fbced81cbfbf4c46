import { useId, type ReactNode } from 'react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';

interface RegisterDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The buttons, 48 px high (the shared dialogs' are sized for a mouse). */
  actions: ReactNode;
  /** Escape and the backdrop do nothing while a request runs. */
  busy?: boolean;
  onClose: () => void;
  wide?: boolean;
}

/**
 * A native modal <dialog> for the tablet, built like the UI kit's: the browser keeps focus inside and the page behind
 * inert, Escape cancels, and focus goes back to what opened it.
 */
export function RegisterDialog({ open, title, children, actions, busy = false, onClose, wide = false }: RegisterDialogProps) {
  const dialogRef = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      className={`m-auto max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] ${wide ? 'max-w-3xl' : 'max-w-lg'} rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60`}
    >
      {open && (
        <div className="flex flex-col gap-4 p-6">
          <h2 id={titleId} className="text-xl font-semibold">
            {title}
          </h2>
          {children}
          <div className="mt-2 flex flex-wrap justify-end gap-3">{actions}</div>
        </div>
      )}
    </dialog>
  );
}
