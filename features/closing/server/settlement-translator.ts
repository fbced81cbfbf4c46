import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/locale';
import en from '@/locales/en/closing.json';
import fr from '@/locales/fr/closing.json';

const catalogues = { fr, en };

/** The settlement's texts on the server, for its PDF and CSV (the screen reads the same files). */
export function settlementTranslator(language: Locale) {
  return createTranslator({ locale: language, messages: { closing: catalogues[language] }, namespace: 'closing.settlement' });
}

export type SettlementTranslator = ReturnType<typeof settlementTranslator>;
