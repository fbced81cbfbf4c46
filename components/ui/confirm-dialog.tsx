import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useModalDialog } from '@/components/ui/use-modal-dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Says what happens ("Suspendre l’organisation"), never just "OK". */
  confirmLabel: string;
  cancelLabel: string;
  pendingLabel: string;
  pending: boolean;
  tone?: 'primary' | 'danger';
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A native modal <dialog>: the browser keeps focus inside it and makes the page behind inert, Escape cancels.
 * Focus starts on the cancel button and goes back to what opened the dialog when it closes.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, pendingLabel, pending, tone = 'primary', onConfirm, onClose }: ConfirmDialogProps) {
  const dialogRef = useModalDialog(open);
  const titleId = useId();
  const descriptionId = useId();

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      {open && (
        <div className="flex flex-col gap-4 p-6">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <div id={descriptionId} className="text-slate-700">
            {children}
          </div>
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onClose} disabled={pending}>
              {cancelLabel}
            </Button>
            <Button variant={tone} onClick={onConfirm} disabled={pending}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </div>
      )}
    </dialog>
  );
}
