import enLegal from '@/locales/en/legal.json';
import frLegal from '@/locales/fr/legal.json';

export type LegalDocumentName = 'general' | 'event' | 'team';
export type LegalDocument = (typeof frLegal)['general'];

/** The legal texts are long: only the screens that show them import them. */
export function legalTexts(locale: string | undefined) {
  return locale === 'en' ? enLegal : frLegal;
}
