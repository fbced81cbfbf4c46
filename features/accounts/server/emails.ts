import type { MailMessage } from '@/lib/mail';
import { actionEmail } from '@/lib/mail/action-email';
import { emailTranslator } from '@/lib/mail/email-translator';

function accountEmail(kind: 'verify' | 'reset', locale: string, to: { email: string; name: string }, link: string): MailMessage {
  const { language, t } = emailTranslator(locale);
  return actionEmail({
    locale: language,
    to: to.email,
    subject: t(`${kind}.subject`),
    greeting: t('greeting', { name: to.name }),
    lines: [t(`${kind}.intro`)],
    action: { label: t(`${kind}.action`), link },
    after: [t(`${kind}.expiry`), t('ignore')],
    signature: t('signature'),
  });
}

export function verificationEmail(locale: string, to: { email: string; name: string }, link: string): MailMessage {
  return accountEmail('verify', locale, to, link);
}

export function resetPasswordEmail(locale: string, to: { email: string; name: string }, link: string): MailMessage {
  return accountEmail('reset', locale, to, link);
}
