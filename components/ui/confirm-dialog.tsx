import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';

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

/** A question in the modal shell. Focus starts on the cancel button, the first one. */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, pendingLabel, pending, tone = 'primary', onConfirm, onClose }: ConfirmDialogProps) {
  const descriptionId = useId();
  return (
    <ModalDialog
      open={open}
      title={title}
      onClose={onClose}
      busy={pending}
      describedBy={descriptionId}
      width="md"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <div id={descriptionId} className="text-slate-700">
        {children}
      </div>
    </ModalDialog>
  );
}
