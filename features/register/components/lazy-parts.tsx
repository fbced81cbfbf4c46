import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ComponentType } from 'react';
import { SkeletonLines } from '@/components/ui/loading-states';

/**
 * What the register does not show on its first paint, in chunks of their own (issue #26: the page under 180 kB of
 * JavaScript, gzip): the other tabs (Retraits and its scanner, today's sales and refunds, the cash count, the Z),
 * the receipt with its QR code, the card terminal's wait and the dialogs (the free article brings zod along).
 * usePreloadRegisterParts() fetches them all once the register is idle, so that they open at once and a tablet that
 * loses the network afterwards still has them (the browser's cache, or the service worker's, keeps them).
 */
const parts = {
  saleReceipt: () => import('./sale-receipt'),
  cardWaiting: () => import('./card-waiting'),
  customLineDialog: () => import('./custom-line-dialog'),
  closeStandDialog: () => import('./close-stand-dialog'),
  collectionsPanel: () => import('./collections-panel'),
  todaySales: () => import('./today-sales'),
  cashCount: () => import('./cash-count'),
  shiftReportView: () => import('./shift-report-view'),
};

/** Shown for the moment a part is fetched, when the seller is quicker than the idle preload (or on a cold cache). */
function Loading() {
  const t = useTranslations('register.screen');
  return <SkeletonLines label={t('loading')} />;
}

export const SaleReceipt = dynamic(() => parts.saleReceipt().then((module) => module.SaleReceipt), { loading: Loading });
export const CardWaiting = dynamic(() => parts.cardWaiting().then((module) => module.CardWaiting), { loading: Loading });
export const CollectionsPanel = dynamic(() => parts.collectionsPanel().then((module) => module.CollectionsPanel), { loading: Loading });
export const TodaySales = dynamic(() => parts.todaySales().then((module) => module.TodaySales), { loading: Loading });
export const CashCount = dynamic(() => parts.cashCount().then((module) => module.CashCount), { loading: Loading });
export const ShiftReportView = dynamic(() => parts.shiftReportView().then((module) => module.ShiftReportView), { loading: Loading });

/**
 * A dialog that is mounted from its first opening on, not before (its chunk is not fetched for a closed dialog), and
 * stays mounted after, so that closing it runs the native <dialog>'s close and gives focus back as before.
 */
function onceOpened<P extends { open: boolean }>(Dialog: ComponentType<P>): ComponentType<P> {
  function OnceOpened(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    return opened || props.open ? <Dialog {...props} /> : null;
  }
  OnceOpened.displayName = `OnceOpened(${Dialog.displayName ?? Dialog.name})`;
  return OnceOpened;
}

export const CustomLineDialog = onceOpened(dynamic(() => parts.customLineDialog().then((module) => module.CustomLineDialog)));
export const CloseStandDialog = onceOpened(dynamic(() => parts.closeStandDialog().then((module) => module.CloseStandDialog)));

/**
 * Fetches every part above once the register has settled: a few seconds after its first paint (on a venue's 3G its
 * catalogue and stock come first), then when the browser is idle. A preload that met no network (the network
 * dropped before it ran) is tried again when the network is back. True once every part is on the tablet: the register
 * can then show all of its screens offline.
 */
export function usePreloadRegisterParts(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    let stopped = false;
    const preload = () => {
      if (!navigator.onLine) return;
      void Promise.all(Object.values(parts).map((load) => load())).then(
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
  }, []);
  return ready;
}

const PRELOAD_DELAY_MS = 3000;
