import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-client';
import { useVerifyEmail } from '../api';
import { plans } from '../types';
import { AccountCard } from './account-card';
import { Notice } from './notice';
import { ResendVerificationForm } from './resend-verification-form';
import { ButtonLink, TextLink } from './text-link';

type Outcome = 'verifying' | 'verified' | 'alreadyVerified' | 'invalid' | 'failed';

/** The page the verification e-mail links to: it confirms the address as soon as it opens. */
export function VerifyEmailScreen() {
  const t = useTranslations('accounts');
  const router = useRouter();
  const notify = useNotify();
  const verify = useVerifyEmail();
  const started = useRef(false);
  const token = typeof router.query.token === 'string' ? router.query.token : '';
  const plan = plans.find((entry) => entry === router.query.plan);
  // Signed up from a plan's link: signing in goes on to that plan's checkout.
  const signInHref = plan ? `/signin?callbackUrl=${encodeURIComponent(`/dashboard/subscription?plan=${plan}`)}` : '/signin';

  const { mutate } = verify;
  const run = useCallback(() => {
    mutate(token, { onError: (error) => outcomeOf(error) === 'failed' && notify.error(error, { operation: 'update' }) });
  }, [mutate, token, notify]);

  useEffect(() => {
    // The query is known only once the router is ready; strict mode runs effects twice, and a token works once.
    if (!router.isReady || started.current) return;
    started.current = true;
    if (token) run();
  }, [router.isReady, token, run]);

  const outcome: Outcome = !router.isReady || (token && verify.isIdle) || verify.isPending ? 'verifying' : verify.isSuccess ? 'verified' : token ? outcomeOf(verify.error) : 'invalid';

  return (
    <AccountCard title={t('verifyEmail.title')}>
      <div className="flex flex-col gap-4">
        {outcome === 'verifying' && (
          <p role="status" aria-live="polite" className="flex items-center gap-3 text-slate-700">
            <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
            {t('verifyEmail.verifying')}
          </p>
        )}
        {outcome === 'verified' && (
          <>
            <Notice tone="success" title={t('verifyEmail.successTitle')}>
              {t('verifyEmail.successText')}
            </Notice>
            <ButtonLink href={signInHref}>{t('signIn')}</ButtonLink>
          </>
        )}
        {outcome === 'alreadyVerified' && (
          <>
            <Notice tone="info" title={t('verifyEmail.alreadyTitle')}>
              {t('verifyEmail.alreadyText')}
            </Notice>
            <ButtonLink href={signInHref}>{t('signIn')}</ButtonLink>
          </>
        )}
        {outcome === 'invalid' && (
          <>
            <Notice tone="error" title={t('verifyEmail.invalidTitle')} focus={false}>
              {t('verifyEmail.invalidText')}
            </Notice>
            <ResendVerificationForm />
            <TextLink href="/signin" className="self-start">
              {t('backToSignIn')}
            </TextLink>
          </>
        )}
        {outcome === 'failed' && (
          <>
            <Notice tone="error" title={t('verifyEmail.failedTitle')}>
              {t('verifyEmail.failedText')}
            </Notice>
            <Button onClick={run}>{t('verifyEmail.retry')}</Button>
          </>
        )}
      </div>
    </AccountCard>
  );
}

function outcomeOf(error: unknown): Outcome {
  if (!isApiError(error)) return 'failed';
  if (error.errorCode === 'EMAIL_ALREADY_VERIFIED') return 'alreadyVerified';
  // A token the schema refuses (cut short when copied) is as invalid as an unknown one.
  if (error.errorCode === 'INVALID_TOKEN' || error.errorCode === 'VALIDATION_ERRORS') return 'invalid';
  return 'failed';
}
