import { useTranslations } from 'next-intl';
import { publicApiFetch } from '@/lib/api-client/public';
import { usePublicRead } from '@/lib/api-client/use-public-request';

type PaymentsMode = 'stripe' | 'sandbox' | 'off';

/**
 * Says, above every staff and spectator screen, when no real money moves: the sandbox ("mode test") settles card
 * payments and plans with a button, or no provider is configured and card payments, shops and paid plans are off
 * (docs/decisions.md, "Payments never fail open"). Nothing with Stripe, nothing while the answer is unknown.
 */
export function PaymentsModeBanner() {
  const t = useTranslations('common.paymentsMode');
  const { data } = usePublicRead({
    key: '/v1/payments/mode',
    read: (signal) => publicApiFetch<{ mode: PaymentsMode }>('/v1/payments/mode', { auth: false, signal }),
  });
  if (data?.mode === 'sandbox') {
    return (
      <p data-payments-mode="sandbox" className="border-b border-amber-300 bg-amber-100 px-4 py-1 text-center text-sm font-medium text-amber-950">
        {t('sandbox')}
      </p>
    );
  }
  if (data?.mode === 'off') {
    return (
      <p data-payments-mode="off" className="border-b border-red-300 bg-red-50 px-4 py-1 text-center text-sm font-medium text-red-900">
        {t('off')}
      </p>
    );
  }
  return null;
}
