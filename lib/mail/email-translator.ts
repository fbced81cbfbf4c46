import { createTranslator } from 'next-intl';
import enEmails from '@/locales/en/emails.json';
import frEmails from '@/locales/fr/emails.json';

const catalogues = { fr: frEmails, en: enEmails };

/** A translator over locales/<lang>/emails.json, for every e-mail the app sends, whichever domain sends it. */
export function emailTranslator(locale: string) {
  const language = locale === 'en' ? 'en' : 'fr';
  return { language, t: createTranslator({ locale: language, messages: { emails: catalogues[language] }, namespace: 'emails' }) };
}
