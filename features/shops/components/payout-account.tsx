import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { LoadError, SkeletonLines } from '@/components/ui/loading-states';
import { useNotify } from '@/components/feedback/use-notify';
import { useCreatePaymentAccount, usePaymentAccount, usePaymentAccountLink } from '../api';
import type { PaymentAccountView } from '../types';

/**
 * Where the shop's money goes: the organiser's payout account and its onboarding at the payment provider. Shown to
 * the tour's writers only (the API keeps it from viewers: it is the organiser's business).
 */
export function PayoutAccount({ shopId }: { shopId: string }) {
  const t = useTranslations('shops.account');
  const account = usePaymentAccount(shopId);

  return (
    <section aria-labelledby={`payout-${shopId}`} className="flex flex-col gap-2">
      <h3 id={`payout-${shopId}`} className="font-semibold">
        {t('title')}
      </h3>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      {account.isPending ? (
        <SkeletonLines label={t('loading')} lines={1} />
      ) : account.isError ? (
        <LoadError error={account.error} onRetry={() => void account.refetch()} />
      ) : account.data === null ? (
        <CreateAccount />
      ) : (
        <AccountState account={account.data} />
      )}
    </section>
  );
}

function CreateAccount() {
  const t = useTranslations('shops.account');
  const notify = useNotify();
  const create = useCreatePaymentAccount();
  async function submit() {
    try {
      await create.mutateAsync();
      notify.success(t('created'));
    } catch (error) {
      notify.error(error, { operation: 'create' });
    }
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <p>{t('none')}</p>
      <Button onClick={() => void submit()} disabled={create.isPending}>
        {create.isPending ? t('creating') : t('create')}
      </Button>
    </div>
  );
}

function AccountState({ account }: { account: PaymentAccountView }) {
  const t = useTranslations('shops.account');
  const notify = useNotify();
  const link = usePaymentAccountLink();

  // The provider's page is another site: the whole window goes there and comes back to the dashboard.
  async function finishOnboarding() {
    try {
      const { url } = await link.mutateAsync();
      window.location.assign(url);
    } catch (error) {
      notify.error(error);
    }
  }

  return (
    <div className="flex flex-col items-start gap-2">
      {account.canReceivePayments ? (
        <p className="rounded bg-green-100 px-2 py-1 font-medium text-green-900">
          <span aria-hidden="true">✓ </span>
          {t('ready')}
        </p>
      ) : (
        <>
          <p>{t('pending')}</p>
          <Button onClick={() => void finishOnboarding()} disabled={link.isPending}>
            {link.isPending ? t('linking') : t('link')}
          </Button>
        </>
      )}
      {account.provider === 'sandbox' && (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
          <strong>{t('sandboxTitle')}</strong> · {t('sandboxText')}
        </p>
      )}
    </div>
  );
}
