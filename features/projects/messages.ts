import en from '@/locales/en/tours.json';
import fr from '@/locales/fr/tours.json';
import type { MessageCatalogue } from '@/lib/i18n/with-messages';

/** The `tours` namespace, for the pages of tours, their team and sellers. */
export const toursMessages: MessageCatalogue = { fr: { tours: fr }, en: { tours: en } };
