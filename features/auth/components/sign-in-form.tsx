import Link from 'next/link';
import { useRouter } from 'next/router';
import { getSession, signIn } from '@/lib/auth/session-client';
import { useTranslations } from 'next-intl';
import { useRef, useState, type ComponentType, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { forgetAccessToken } from '@/lib/api-client';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { looksLikeErrorCode } from '@/lib/api-client/api-error';
import type { ErrorCatalogue } from '@/lib/errors/describe-error';
import { useErrorCatalogue } from '@/lib/errors/error-catalogue';
import { safeCallbackUrl } from '@/lib/routing/access-rules';
import { homePathFor } from '../role-switching';
import type { Role } from '../types';

/**
 * What the form shows under an unverified address: the accounts domain's resend button, given by the page, since
 * accounts sits above auth (docs/architecture.md, "Domains and their layer order").
 */
export type ResendVerificationSlot = ComponentType<{ getEmail: () => string }>;

/** The sign-in form; `role` asks for the role to act in (the sellers area asks for seller). */
export function SignInForm({ role, resendVerification: ResendVerification }: { role?: Role; resendVerification: ResendVerificationSlot }) {
  const t = useTranslations('common.signIn');
  const tAuth = useTranslations('auth');
  const tAccounts = useTranslations('accounts');
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useErrorCatalogue();
  const router = useRouter();
  const [submitting, setSubmitting] = useState(false);
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<string | null>(null);
  const queryError = typeof router.query.error === 'string' ? router.query.error : null;
  const shownError = failure ?? queryError;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setFailure(null);
    const callbackUrl = safeCallbackUrl(router.query.callbackUrl);
    const result = await signIn('credentials', {
      redirect: false,
      // Explicit, because next-auth reads `error` from this URL and would otherwise take the current page's.
      callbackUrl: callbackUrl ?? '/',
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
      role: role ?? '',
    });
    if (!result?.ok || result.error) {
      setFailure(result?.error ?? 'UNEXPECTED_ERROR');
      setSubmitting(false);
      return;
    }
    forgetAccessToken();
    const session = await getSession();
    const target = callbackUrl ?? homePathFor(session?.user.role ?? 'client');
    await router.replace(target);
  }

  return (
    // POST, should the browser ever submit it itself: credentials never go into the address (and the server's logs).
    <form ref={formRef} method="post" onSubmit={submit} noValidate className="flex flex-col gap-4" aria-describedby={shownError ? 'sign-in-error' : undefined}>
      {shownError && (
        <div id="sign-in-error" role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {describeSignInError(shownError, errors, tAuth)}
        </div>
      )}
      {shownError === 'EMAIL_NOT_VERIFIED' && (
        // The address typed in the field when the button is pressed, which is the one that was refused.
        <ResendVerification getEmail={() => String(new FormData(formRef.current ?? undefined).get('email') ?? '')} />
      )}
      <TextField label={t('email')} name="email" type="email" autoComplete="email" required />
      <div className="flex flex-col gap-1">
        <TextField label={t('password')} name="password" type="password" autoComplete="current-password" required />
        <Link href="/forgot-password" className="self-end text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {tAccounts('forgotPasswordLink')}
        </Link>
      </div>
      {/* The page is static HTML until React hydrates it: the button waits, so that a quick tap is not lost. */}
      <Button type="submit" disabled={submitting || !hydrated}>
        {submitting ? t('submitting') : t('submit')}
      </Button>
      {role !== 'seller' && (
        // Sellers do not sign up: their manager invites them.
        <p className="text-center text-slate-700">
          {tAccounts('signInLinks.noAccount')}{' '}
          <Link href="/signup/manage" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {tAccounts('signInLinks.createAccount')}
          </Link>
        </p>
      )}
    </form>
  );
}

function describeSignInError(code: string, errors: ErrorCatalogue, tAuth: (key: string) => string): string {
  const entry = errors[code];
  if (entry) return entry.subtitle ? `${entry.title}. ${entry.subtitle}` : entry.title;
  // A catalogue code read before the catalogue has arrived (error-catalogue.ts): its text comes in a moment.
  if (looksLikeErrorCode(code) && !Object.keys(errors).length) return '';
  const authKeys = ['SessionRequired', 'CredentialsSignin', 'Configuration', 'OAuthCallback', 'Callback', 'OAuthAccountNotLinked'];
  return tAuth(authKeys.includes(code) ? code : 'Default');
}
