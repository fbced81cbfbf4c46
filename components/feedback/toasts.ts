import type { toast as sonnerToast } from 'sonner';

/**
 * sonner's toast API, fetched on demand (issue #26: the register under 180 kB of JavaScript, gzip). The frames load
 * the toaster once the page is interactive, which brings sonner; a toast asked before it has arrived is shown as soon
 * as it has (sonner's toaster shows the toasts made before it mounted).
 */
export type Toasts = typeof sonnerToast;

let loaded: Toasts | undefined;
let loading: Promise<Toasts> | undefined;

/** Fetches sonner once; a failed fetch (no network, not cached yet) is tried again at the next toast. */
export function loadToasts(): Promise<Toasts> {
  loading ??= import('sonner').then(
    (module) => (loaded = module.toast),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Shows a toast: at once when sonner is here (always, after the page's first moments), else when it arrives. */
export function showToast(show: (toast: Toasts) => void): void {
  if (loaded) show(loaded);
  else loadToasts().then(show, () => undefined);
}
