import auth from '@/locales/en/auth.json';
import common from '@/locales/en/common.json';

/**
 * The namespaces every staff page needs, in one language: the frame loads this module alone (locale-texts.tsx). The
 * error catalogue comes apart, once the page has settled (lib/errors/error-catalogue.ts).
 */
export const texts = { common, auth };
