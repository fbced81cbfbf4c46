import { createTranslator, type NamespaceKeys, type NestedKeyOf } from 'next-intl';
import type { Locale } from '@/lib/i18n/locale';

/**
 * A domain's texts on the server (its PDFs, CSV and e-mails), read from the same files as its screens. The caller
 * gives its catalogue per language, under its namespace's root (`{ fr: { receipts: fr }, en: { receipts: en } }`),
 * and the namespace it writes in; the keys and their arguments are checked as in a component.
 */
export function serverTranslator<const Messages extends Record<string, unknown>, const Namespace extends NamespaceKeys<Messages, NestedKeyOf<Messages>>>(
  catalogues: Record<Locale, Messages>,
  language: Locale,
  namespace: Namespace,
) {
  return createTranslator({ locale: language, messages: catalogues[language], namespace });
}
