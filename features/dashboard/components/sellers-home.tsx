import { useSession } from '@/lib/auth/session-client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { FullScreenLoader } from '@/components/feedback/full-screen-loader';
import { UserMenu } from '@/components/layout/user-menu';
import { ResendVerificationButton } from '@/features/accounts';
import { RoleSwitcher, SignInScreen } from '@/features/auth';

/**
 * The sellers area (spec §2): the seller sign-in for anonymous visitors, their stands once signed in. `children` are
 * the other domains' sections for a signed-in seller (the transfers to receive), given by the page.
 */
export function SellersHome({ children }: { children?: ReactNode }) {
  const t = useTranslations('common.sellers');
  const { data: session, status } = useSession();
  if (status === 'loading') return <FullScreenLoader />;
  if (!session) return <SignInScreen role="seller" title={t('signInTitle')} resendVerification={ResendVerificationButton} />;
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4 p-4 sm:p-6">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <div className="flex flex-wrap items-center gap-4">
          <RoleSwitcher />
          <UserMenu />
        </div>
      </header>
      <p className="text-xl">{t('welcome', { name: session.user.name ?? session.user.email ?? '' })}</p>
      <p className="text-slate-700">{t('intro')}</p>
      {children}
    </div>
  );
}
