import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';

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

/** A form in the modal shell, built like ConfirmDialog. Focus starts on the first field. */
export function FormDialog({ open, title, children, submitLabel, cancelLabel, pendingLabel, pending, onSubmit, onClose }: FormDialogProps) {
  return (
    <ModalDialog
      open={open}
      title={title}
      onClose={onClose}
      busy={pending}
      focusFirst="input, select, textarea"
      onSubmit={onSubmit}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </ModalDialog>
  );
}
