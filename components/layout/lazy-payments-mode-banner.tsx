import dynamic from 'next/dynamic';

/**
 * The payments' mode banner as both frames show it: read in the browser, so it comes after the page, and the staff's
 * pages (whose _app carries the spectator's frame too) do not download it with their first load (issue #26).
 */
export const PaymentsModeBanner = dynamic(() => import('./payments-mode-banner').then((module) => module.PaymentsModeBanner), { ssr: false });
