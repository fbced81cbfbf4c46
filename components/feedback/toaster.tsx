import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Toaster as SonnerToaster, type ToasterProps } from 'sonner';
import { useMediaQuery } from '@/lib/hooks/use-media-query';
import { isRegisterScreen } from '@/lib/routing/screens';
import { NOTICE_MS } from './toast-timing';
import { loadToasts } from './toasts';

// The spec's four colours (success green, error red, warning yellow, info blue), dark text on light backgrounds so
// every toast passes WCAG AA (sonner's own rich colours do not).
const colours = {
  success: '!bg-green-50 !text-green-900 !border-green-300',
  error: '!bg-red-50 !text-red-900 !border-red-300',
  warning: '!bg-yellow-50 !text-yellow-900 !border-yellow-400',
  info: '!bg-blue-50 !text-blue-900 !border-blue-300',
  description: '!text-inherit',
};

/** A tablet or a phone: narrower than a laptop, or driven by a finger. */
export const TOUCH_OR_NARROW = '(max-width: 1023.98px), (pointer: coarse)';

/**
 * Where toasts cover no control (issue #25). Tablets and phones: at the bottom, centred. A desktop: bottom right,
 * because just under the header, at the top right, is where each page's title row keeps its actions ("Autres
 * actions", "Enregistrer"). The register: at the top, over the middle of its title band, because its bottom edge is
 * the basket's pay buttons. Toasts also let clicks through to what is under them but their close control
 * (globals.css), and never stay past their time because a pointer rests on them (use-notify.ts).
 */
export function toastPosition(pathname: string, touch: boolean): ToasterProps['position'] {
  if (isRegisterScreen(pathname)) return 'top-center';
  return touch ? 'bottom-center' : 'bottom-right';
}

export function Toaster() {
  const t = useTranslations('common.toast');
  const { pathname } = useRouter();
  const touch = useMediaQuery(TOUCH_OR_NARROW, false);
  // sonner is here with this component: toasts asked from now on show at once (toasts.ts).
  useEffect(() => void loadToasts().catch(() => undefined), []);
  return (
    <SonnerToaster
      position={toastPosition(pathname, touch)}
      // Expanded: a collapsed stack renders the toasts behind translucent, below AA contrast.
      expand
      closeButton
      duration={NOTICE_MS}
      containerAriaLabel={t('region')}
      toastOptions={{ classNames: colours, closeButtonAriaLabel: t('close') }}
    />
  );
}
