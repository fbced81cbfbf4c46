import en from '@/locales/en/reports.json';
import fr from '@/locales/fr/reports.json';
import type { MessageCatalogue } from '@/lib/i18n/with-messages';

/** The `reports` namespace: the tour's report. */
export const reportsMessages: MessageCatalogue = { fr: { reports: fr }, en: { reports: en } };
