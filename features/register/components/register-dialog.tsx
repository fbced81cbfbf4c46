import type { ReactNode } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';

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

/** The modal shell for the tablet: a larger title, and room for a wide content. */
export function RegisterDialog({ open, title, children, actions, busy = false, onClose, wide = false }: RegisterDialogProps) {
  return (
    <ModalDialog open={open} title={title} actions={actions} busy={busy} onClose={onClose} width={wide ? '3xl' : 'lg'} large>
      {children}
    </ModalDialog>
  );
}
