import { useEffect, useRef } from 'react';

/**
 * Drives a native <dialog> as a modal from an `open` flag: the browser keeps focus inside and the page behind
 * inert; on closing, focus goes back to what opened it. `focusFirst` is a selector of what takes focus on
 * opening (a form's first field); without it the browser's choice stands.
 */
export function useModalDialog(open: boolean, focusFirst?: string) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      if (focusFirst) dialog.querySelector<HTMLElement>(focusFirst)?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocusTo.current?.focus();
    }
  }, [open, focusFirst]);

  return dialogRef;
}
