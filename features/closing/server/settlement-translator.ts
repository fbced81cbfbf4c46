import type { Locale } from '@/lib/i18n/locale';
import { serverTranslator } from '@/lib/pdf/translator';
import en from '@/locales/en/closing.json';
import fr from '@/locales/fr/closing.json';

/** The settlement's texts on the server, for its PDF and CSV (the screen reads the same files). */
export const settlementTranslator = (language: Locale) => serverTranslator({ fr: { closing: fr }, en: { closing: en } }, language, 'closing.settlement');

export type SettlementTranslator = ReturnType<typeof settlementTranslator>;
