import auth from '@/locales/fr/auth.json';
import common from '@/locales/fr/common.json';

/**
 * The namespaces every staff page needs, in one language: the frame loads this module alone (locale-texts.tsx). The
 * error catalogue comes apart, once the page has settled (lib/errors/error-catalogue.ts).
 */
export const texts = { common, auth };
