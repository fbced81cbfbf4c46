import Link from 'next/link';
import { useRouter } from 'next/router';
import { useSession } from '@/lib/auth/session-client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useAcceptInvitation } from '../api';

/** /projects/invitation?token=: the invitee accepts, signed in as a manager with the invited address. */
export function InvitationScreen() {
  const t = useTranslations('tours.invitation');
  const router = useRouter();
  const { data: session, status } = useSession();
  const accept = useAcceptInvitation();
  const token = typeof router.query.token === 'string' ? router.query.token : null;

  let body;
  if (!router.isReady || status === 'loading') body = <p role="status">…</p>;
  else if (!token) body = <p role="alert">{t('missing')}</p>;
  else if (!session) {
    const callbackUrl = encodeURIComponent(router.asPath);
    body = (
      <Link href={`/signin?callbackUrl=${callbackUrl}`} className="font-medium text-brand-700 underline">
        {t('managersOnly')}
      </Link>
    );
  } else if (session.user.role !== 'client') body = <p role="alert">{t('managersOnly')}</p>;
  else if (accept.isSuccess)
    body = (
      <div role="status" className="flex flex-col gap-3">
        <p>{t('accepted', { name: accept.data.name })}</p>
        <Link href={`/dashboard/projects/${accept.data.id}`} className="font-medium text-brand-700 underline">
          {t('open')}
        </Link>
      </div>
    );
  else
    body = (
      <div className="flex flex-col gap-3">
        <p>{t('intro')}</p>
        {accept.isError && (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
            {isApiError(accept.error) && accept.error.errorCode === 'ALREADY_IN_PROJECT' ? t('already') : t('invalid')}
          </p>
        )}
        <Button onClick={() => accept.mutate(token)} disabled={accept.isPending}>
          {accept.isPending ? t('accepting') : t('accept')}
        </Button>
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
