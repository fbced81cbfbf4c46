import { useTranslations } from 'next-intl';
import { Toaster as SonnerToaster } from 'sonner';

// The spec's four colours (success green, error red, warning yellow, info blue), dark text on light backgrounds so
// every toast passes WCAG AA (sonner's own rich colours do not).
const colours = {
  success: '!bg-green-50 !text-green-900 !border-green-300',
  error: '!bg-red-50 !text-red-900 !border-red-300',
  warning: '!bg-yellow-50 !text-yellow-900 !border-yellow-400',
  info: '!bg-blue-50 !text-blue-900 !border-blue-300',
  description: '!text-inherit',
};

export function Toaster() {
  const t = useTranslations('common.toast');
  return (
    <SonnerToaster
      position="top-right"
      // Expanded: a collapsed stack renders the toasts behind translucent, below AA contrast.
      expand
      closeButton
      duration={6000}
      containerAriaLabel={t('region')}
      toastOptions={{ classNames: colours, closeButtonAriaLabel: t('close') }}
    />
  );
}
