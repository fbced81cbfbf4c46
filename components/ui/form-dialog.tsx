import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useModalDialog } from '@/components/ui/use-modal-dialog';

interface FormDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  submitLabel: string;
  cancelLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
}

/**
 * A native modal <dialog> holding a form, built like ConfirmDialog: focus stays inside, Escape cancels, and focus
 * goes back to what opened it. Focus starts on the first field.
 */
export function FormDialog({ open, title, children, submitLabel, cancelLabel, pendingLabel, pending, onSubmit, onClose }: FormDialogProps) {
  const dialogRef = useModalDialog(open, 'input, select, textarea');
  const titleId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!pending) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      {open && (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-6">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {children}
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={onClose} disabled={pending}>
              {cancelLabel}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </div>
        </form>
      )}
    </dialog>
  );
}
