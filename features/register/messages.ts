import en from '@/locales/en/register.json';
import fr from '@/locales/fr/register.json';
import type { MessageCatalogue } from '@/lib/i18n/with-messages';

/** The `register` namespace: the sellers home's stands and the stand's tablet register. */
export const registerMessages: MessageCatalogue = { fr: { register: fr }, en: { register: en } };
