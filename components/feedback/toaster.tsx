import { Toaster as SonnerToaster } from 'sonner';

/** Toasts in the spec's four colours: success green, error red, warning yellow, info blue. */
export function Toaster() {
  return <SonnerToaster position="top-right" richColors closeButton duration={6000} />;
}
