import clsx from 'clsx';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';

const widths = { md: 'max-w-md', lg: 'max-w-lg', '2xl': 'max-w-2xl', '3xl': 'max-w-3xl' } as const;

interface ModalDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  onClose: () => void;
  /** The buttons, at the end, right-aligned. */
  actions?: ReactNode;
  /** Escape does nothing while a request runs. */
  busy?: boolean;
  /** A selector of what takes focus on opening (a form's first field); without it the browser's choice stands. */
  focusFirst?: string;
  /** The id of the text that says what the dialog asks (a confirmation's question). */
  describedBy?: string;
  width?: keyof typeof widths;
  /** The tablet's dialogs have a larger title. */
  large?: boolean;
  /** Makes the body a form: Enter submits it, the browser's own validation stays off (the screen's schema checks). */
  onSubmit?: () => void;
}

/**
 * The one modal shell: a native <dialog>, so the browser keeps focus inside and the page behind inert; Escape cancels
 * and focus goes back to what opened it. Its content is mounted only while it is open.
 */
export function ModalDialog({ open, title, children, onClose, actions, busy = false, focusFirst, describedBy, width = 'lg', large = false, onSubmit }: ModalDialogProps) {
  const dialogRef = useModalDialog(open, focusFirst);
  const titleId = useId();

  const content = (
    <>
      <h2 id={titleId} className={clsx('font-semibold', large ? 'text-xl' : 'text-lg')}>
        {title}
      </h2>
      {children}
      {actions && <div className="mt-2 flex flex-wrap justify-end gap-3">{actions}</div>}
    </>
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit?.();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      className={clsx('m-auto max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60', widths[width])}
    >
      {open &&
        (onSubmit ? (
          <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-6">
            {content}
          </form>
        ) : (
          <div className="flex flex-col gap-4 p-6">{content}</div>
        ))}
    </dialog>
  );
}
