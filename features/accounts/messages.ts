import en from '@/locales/en/accounts.json';
import fr from '@/locales/fr/accounts.json';
import type { MessageCatalogue } from '@/lib/i18n/with-messages';

/** The `accounts` namespace, for the pages that show this domain's screens. */
export const accountsMessages: MessageCatalogue = { fr: { accounts: fr }, en: { accounts: en } };
