import en from '@/locales/en/register.json';
import enScreens from '@/locales/en/register-screens.json';
import fr from '@/locales/fr/register.json';
import frScreens from '@/locales/fr/register-screens.json';
import { mergeTexts } from '@/lib/i18n/merge-texts';
import type { MessageCatalogue } from '@/lib/i18n/with-messages';

/**
 * The `register` namespace: the sellers home's stands and the stand's tablet register, whose texts come in two files
 * (its first paint, then its other screens: texts/).
 */
export const registerMessages: MessageCatalogue = { fr: { register: mergeTexts(fr, frScreens) }, en: { register: mergeTexts(en, enScreens) } };
