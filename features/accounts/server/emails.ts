import { createTranslator } from 'next-intl';
import enEmails from '@/locales/en/emails.json';
import frEmails from '@/locales/fr/emails.json';
import type { MailMessage } from '@/lib/mail';

const catalogues = { fr: frEmails, en: enEmails };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** One layout for every account e-mail: greeting, text, one button, its plain link, and the expiry. */
function accountEmail(kind: 'verify' | 'reset', locale: string, to: { email: string; name: string }, link: string): MailMessage {
  const messages = catalogues[locale === 'en' ? 'en' : 'fr'];
  const t = createTranslator({ locale, messages: { emails: messages }, namespace: 'emails' });
  const lines = [t('greeting', { name: to.name }), t(`${kind}.intro`), t(`${kind}.expiry`), t('ignore')];
  const text = [lines[0], '', lines[1], '', `${t(`${kind}.action`)} : ${link}`, '', lines[2], lines[3], '', t('signature')].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#0f172a">
<p>${escapeHtml(lines[0]!)}</p><p>${escapeHtml(lines[1]!)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4338ca;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(t(`${kind}.action`))}</a></p>
<p style="font-size:13px">${escapeHtml(link)}</p><p>${escapeHtml(lines[2]!)}</p><p>${escapeHtml(lines[3]!)}</p><p>${escapeHtml(t('signature'))}</p>
</body></html>`;
  return { to: to.email, subject: t(`${kind}.subject`), text, html };
}

export function verificationEmail(locale: string, to: { email: string; name: string }, link: string): MailMessage {
  return accountEmail('verify', locale, to, link);
}

export function resetPasswordEmail(locale: string, to: { email: string; name: string }, link: string): MailMessage {
  return accountEmail('reset', locale, to, link);
}
