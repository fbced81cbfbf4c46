import { useTranslations } from 'next-intl';
import type { SignUpResult } from '../../types';
import { Notice } from '../notice';
import { ResendVerificationButton } from '../resend-verification-button';
import { TextLink } from '../text-link';

/** After sign-up: the account waits for the link sent by e-mail. */
export function SignUpConfirmation({ result }: { result: SignUpResult }) {
  const t = useTranslations('accounts');
  return (
    <div className="flex flex-col gap-6">
      <Notice tone="success">
        <p>
          {t.rich(result.resent ? 'signUp.confirmation.resent' : 'signUp.confirmation.sent', {
            email: result.email,
            b: (chunks) => <strong className="break-words">{chunks}</strong>,
          })}
        </p>
        <p className="mt-2">{t('signUp.confirmation.hint')}</p>
      </Notice>
      <div className="flex flex-col gap-2">
        <p className="font-medium">{t('signUp.confirmation.notReceived')}</p>
        <ResendVerificationButton getEmail={() => result.email} />
      </div>
      <TextLink href="/signin" className="self-start">
        {t('backToSignIn')}
      </TextLink>
    </div>
  );
}
