import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type ComponentType } from 'react';
import { SkeletonLines } from '@/components/ui/loading-states';
import { onceOpened } from '@/components/ui/once-opened';
import { loadErrorCatalogue } from '@/lib/errors/error-catalogue';
import { asLocale, type Locale } from '@/lib/i18n/locale';
import { addedTexts, LocaleTexts, type TextsProvider } from '@/lib/i18n/locale-texts';
import { basketFields } from './lazy-fields';

/**
 * What the register does not show on its first paint, in chunks of their own (issue #26: the page under 180 kB of
 * JavaScript, gzip): the other tabs (Retraits and its scanner, today's sales and refunds, the cash count, the Z),
 * the receipts (the paid one with its QR code, the training one), the card terminal's wait, the training mode's switch
 * and band, and the dialogs (the free article brings zod along), with their texts (texts/screens-*.ts, one chunk per
 * language). usePreloadRegisterParts() fetches them all once the register is idle, so that they open at once; the
 * service worker precaches them at its install (serwist.config.mjs), so that a tablet that loses the network right after opening the register still has them.
 */
const parts = {
  saleReceipt: () => import('./sale-receipt'),
  offlineSaleReceipt: () => import('./offline-sale-receipt'),
  cardWaiting: () => import('./card-waiting'),
  customLineDialog: () => import('./custom-line-dialog'),
  closeStandDialog: () => import('./close-stand-dialog'),
  collectionsPanel: () => import('./collections-panel'),
  todaySales: () => import('./today-sales'),
  cashCount: () => import('./cash-count'),
  shiftReportView: () => import('./shift-report-view'),
  ...basketFields,
  installableRegister: () => import('./installable-register'),
  trainingMode: () => import('./training-mode'),
};

/** Shown for the moment a part is fetched, when the seller is quicker than the idle preload (or on a cold cache). */
function Loading() {
  const t = useTranslations('register.screen');
  return <SkeletonLines label={t('loading')} />;
}

const screenTexts = { fr: () => import('../texts/screens-fr'), en: () => import('../texts/screens-en') };
// Each part's chunk shows Loading while it comes; a dialog (mounted when it opens) shows nothing for that moment.
const withLoading: Record<Locale, TextsProvider> = {
  fr: dynamic(() => screenTexts.fr().then((module) => addedTexts('fr', module.texts)), { loading: Loading }),
  en: dynamic(() => screenTexts.en().then((module) => addedTexts('en', module.texts)), { loading: Loading }),
};
const withoutLoading: Record<Locale, TextsProvider> = {
  fr: dynamic(() => screenTexts.fr().then((module) => addedTexts('fr', module.texts))),
  en: dynamic(() => screenTexts.en().then((module) => addedTexts('en', module.texts))),
};

/** A part of the register inside its texts' provider (the texts come with the part, not with the first paint). */
function withScreenTexts<P extends object>(Part: ComponentType<P>, providers = withLoading): ComponentType<P> {
  function WithScreenTexts(props: P) {
    return (
      <LocaleTexts providers={providers}>
        <Part {...props} />
      </LocaleTexts>
    );
  }
  WithScreenTexts.displayName = `WithScreenTexts(${Part.displayName ?? Part.name})`;
  return WithScreenTexts;
}

export const SaleReceipt = withScreenTexts(dynamic(() => parts.saleReceipt().then((module) => module.SaleReceipt), { loading: Loading }));
export const OfflineSaleReceipt = withScreenTexts(dynamic(() => parts.offlineSaleReceipt().then((module) => module.OfflineSaleReceipt), { loading: Loading }));
export const CardWaiting = withScreenTexts(dynamic(() => parts.cardWaiting().then((module) => module.CardWaiting), { loading: Loading }));
export const CollectionsPanel = withScreenTexts(dynamic(() => parts.collectionsPanel().then((module) => module.CollectionsPanel), { loading: Loading }));
export const TodaySales = withScreenTexts(dynamic(() => parts.todaySales().then((module) => module.TodaySales), { loading: Loading }));
export const CashCount = withScreenTexts(dynamic(() => parts.cashCount().then((module) => module.CashCount), { loading: Loading }));
export const ShiftReportView = withScreenTexts(dynamic(() => parts.shiftReportView().then((module) => module.ShiftReportView), { loading: Loading }));
export const TrainingReceipt = withScreenTexts(dynamic(() => parts.trainingMode().then((module) => module.TrainingReceipt), { loading: Loading }));
export const TrainingBanner = withScreenTexts(dynamic(() => parts.trainingMode().then((module) => module.TrainingBanner)), withoutLoading);
export const TrainingSwitch = withScreenTexts(dynamic(() => parts.trainingMode().then((module) => module.TrainingSwitch)), withoutLoading);

/** The offer to install the register, and its service worker's registration: after the page, in the browser only. */
export const InstallableRegister = dynamic(() => parts.installableRegister().then((module) => module.InstallableRegister), { ssr: false });

export const CustomLineDialog = onceOpened(withScreenTexts(dynamic(() => parts.customLineDialog().then((module) => module.CustomLineDialog)), withoutLoading));
export const CloseStandDialog = onceOpened(withScreenTexts(dynamic(() => parts.closeStandDialog().then((module) => module.CloseStandDialog)), withoutLoading));

/**
 * Fetches every part above once the register has settled: a few seconds after its first paint (on a venue's 3G its
 * catalogue and stock come first), then when the browser is idle. A preload that met no network (the network
 * dropped before it ran) is tried again when the network is back. True once every part is on the tablet: the register
 * can then show all of its screens offline.
 */
export function usePreloadRegisterParts(): boolean {
  const [ready, setReady] = useState(false);
  const locale = asLocale(useLocale());
  useEffect(() => {
    let idle: number | undefined;
    let stopped = false;
    const preload = () => {
      if (!navigator.onLine) return;
      const loads = [...Object.values(parts), screenTexts[locale], () => loadErrorCatalogue(locale)];
      void Promise.all(loads.map((load) => load())).then(
        () => !stopped && setReady(true),
        () => undefined,
      );
    };
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(preload, { timeout: 3000 });
      else preload();
    }, PRELOAD_DELAY_MS);
    window.addEventListener('online', preload);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      window.removeEventListener('online', preload);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [locale]);
  return ready;
}

const PRELOAD_DELAY_MS = 3000;
