import type { Toasts } from './toasts';

/** A success only confirms what the person just did: short. */
export const SUCCESS_MS = 4000;
/** Errors, warnings and information are read: the spec's 6 s. */
export const NOTICE_MS = 6000;
/** However long a pointer rests on it, a notice leaves by then (sonner pauses its timer on hover, with no option). */
export const NOTICE_CAP_MS = 3 * NOTICE_MS;

/**
 * Takes a toast away after `ms` whatever sonner's timer says: a toast under a resting pointer is paused for as long
 * as the pointer stays, and a journey once waited 120 s on a control under three success toasts.
 * `id` is undefined when sonner is replaced in a test.
 */
export function leaveBy(toast: Toasts, id: string | number | undefined, ms: number): void {
  if (id === undefined) return;
  setTimeout(() => toast.dismiss(id), ms);
}
