import homeEn from '@/locales/en/home.json';
import homeFr from '@/locales/fr/home.json';
import en from '@/locales/en/onboarding.json';
import fr from '@/locales/fr/onboarding.json';
import type { MessageCatalogue } from '@/lib/i18n/with-messages';

/** The `onboarding` namespace: the visitor's landing page and the new organiser's checklist. */
export const onboardingMessages: MessageCatalogue = { fr: { onboarding: fr }, en: { onboarding: en } };

/** The `home` namespace: the manager's home (today's dates, what needs doing, the next dates, the tours). */
export const homeMessages: MessageCatalogue = { fr: { home: homeFr }, en: { home: homeEn } };
