import en from '@/locales/en/closing.json';
import fr from '@/locales/fr/closing.json';
import type { MessageCatalogue } from '@/lib/i18n/with-messages';

/** The `closing` namespace: the closing wizard, its confirmation and the settlement (whose PDF and CSV read the same files). */
export const closingMessages: MessageCatalogue = { fr: { closing: fr }, en: { closing: en } };
