import { useRouter } from 'next/router';
import { getSession, signIn } from 'next-auth/react';
import { useMessages, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { forgetAccessToken } from '@/lib/api-client';
import { isErrorCode } from '@/lib/errors/codes';
import type { ErrorCatalogue } from '@/lib/errors/describe-error';
import { safeCallbackUrl } from '@/lib/routing/access-rules';
import { homePathFor } from '../role-switching';
import type { Role } from '../types';

/** The sign-in form; `role` asks for the role to act in (the sellers area asks for seller). */
export function SignInForm({ role }: { role?: Role }) {
  const t = useTranslations('common.signIn');
  const tAuth = useTranslations('auth');
  const errors = useMessages().errors as ErrorCatalogue;
  const router = useRouter();
  const [submitting, setSubmitting] = useState(false);
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
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-describedby={shownError ? 'sign-in-error' : undefined}>
      {shownError && (
        <div id="sign-in-error" role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {describeSignInError(shownError, errors, tAuth)}
        </div>
      )}
      <TextField label={t('email')} name="email" type="email" autoComplete="email" required />
      <TextField label={t('password')} name="password" type="password" autoComplete="current-password" required />
      <Button type="submit" disabled={submitting}>
        {submitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}

function describeSignInError(code: string, errors: ErrorCatalogue, tAuth: (key: string) => string): string {
  if (isErrorCode(code) && errors[code]) {
    const entry = errors[code];
    return entry.subtitle ? `${entry.title}. ${entry.subtitle}` : entry.title;
  }
  const authKeys = ['SessionRequired', 'CredentialsSignin', 'Configuration', 'OAuthCallback', 'Callback', 'OAuthAccountNotLinked'];
  return tAuth(authKeys.includes(code) ? code : 'Default');
}
