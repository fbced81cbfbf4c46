import Link from 'next/link';
import { useRouter } from 'next/router';
import { useSession } from '@/lib/auth/session-client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useAcceptSellerInvitation } from '../api';
import type { SellerAcceptationView } from '../types';
import { SellerAccountForm } from './seller-account-form';

const linkClass = 'font-medium text-brand-700 underline';

/**
 * /projects/seller-invitation?token=: the page of a seller invitation's link. Signed in as the invited address, the
 * person accepts (and gets the seller role if they did not hold it). Otherwise they sign in first, or, when the e-mail
 * said the address has no account (`account=new`), they create their seller account here.
 */
export function SellerInvitationScreen() {
  const t = useTranslations('tours.sellerInvitation');
  const router = useRouter();
  const { data: session, status } = useSession();
  const accept = useAcceptSellerInvitation();
  const [joined, setJoined] = useState<SellerAcceptationView | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const token = typeof router.query.token === 'string' ? router.query.token : null;
  const signInHref = `/sellers?callbackUrl=${encodeURIComponent(router.asPath.replace(/&account=new\b/, ''))}`;
  const acceptRefusal = isApiError(accept.error) ? accept.error.errorCode : accept.isError ? 'UNEXPECTED_ERROR' : null;
  const shownRefusal = refusal ?? acceptRefusal;

  let body;
  if (!router.isReady || status === 'loading') body = <p role="status">…</p>;
  else if (!token) body = <p role="alert">{t('missing')}</p>;
  else if (joined ?? accept.data) {
    const done = (joined ?? accept.data)!;
    body = (
      <div role="status" className="flex flex-col gap-3">
        <p>{t('joined', { name: done.projectName })}</p>
        {session && session.user.role !== 'seller' && <p>{t('switchRole')}</p>}
        <Link href="/sellers" className={linkClass}>
          {t('openSellers')}
        </Link>
      </div>
    );
  } else if (shownRefusal === 'ACCOUNT_ALREADY_EXISTS')
    body = (
      <div className="flex flex-col gap-3">
        <p role="alert">{t('accountExists')}</p>
        <Link href={signInHref} className={linkClass}>
          {t('signIn')}
        </Link>
      </div>
    );
  else if (shownRefusal === 'INVALID_TOKEN') body = <p role="alert">{t('invalid')}</p>;
  else if (session)
    body = (
      <div className="flex flex-col gap-3">
        <p>{t('intro')}</p>
        <p>{t('signedInAs', { email: session.user.email ?? '' })}</p>
        {shownRefusal && (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
            {shownRefusal === 'FORBIDDEN_ON_INACTIVE_PROJECT' ? t('archived') : t('failed')}
          </p>
        )}
        <Button onClick={() => accept.mutate(token)} disabled={accept.isPending}>
          {accept.isPending ? t('accepting') : t('accept')}
        </Button>
      </div>
    );
  else if (router.query.account === 'new') body = <SellerAccountForm token={token} onJoined={setJoined} onRefused={setRefusal} />;
  else
    body = (
      <div className="flex flex-col gap-3">
        <p>{t('intro')}</p>
        <Link href={signInHref} className={linkClass}>
          {t('signIn')}
        </Link>
      </div>
    );

  return (
    <div className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-lg rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="mb-4 text-2xl font-semibold">{t('title')}</h1>
        {body}
      </div>
    </div>
  );
}
