import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useNotify } from '@/components/feedback/use-notify';
import { Button } from '@/components/ui/button';
import { useResendVerification } from '../api';

/**
 * Sends the confirmation link again to the address `getEmail` gives at the moment of the click (the sign-in
 * form passes what is typed in its field). The result is a toast and a polite line under the button.
 */
export function ResendVerificationButton({ getEmail, variant = 'secondary' }: { getEmail: () => string; variant?: 'primary' | 'secondary' }) {
  const t = useTranslations('accounts.resend');
  const notify = useNotify();
  const resend = useResendVerification();
  const [status, setStatus] = useState<string | null>(null);

  function send() {
    const email = getEmail().trim();
    if (!email) {
      setStatus(t('emailMissing'));
      return;
    }
    setStatus(null);
    resend.mutate(email, {
      onSuccess: () => {
        notify.success(t('sentTitle'), t('sentText'));
        setStatus(t('sentText'));
      },
      onError: (error) => notify.error(error, { operation: 'create' }),
    });
  }

  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant={variant} onClick={send} disabled={resend.isPending} aria-busy={resend.isPending || undefined}>
        {resend.isPending && <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />}
        {resend.isPending ? t('sending') : t('button')}
      </Button>
      <p aria-live="polite" className="text-sm text-slate-700">
        {status}
      </p>
    </div>
  );
}
