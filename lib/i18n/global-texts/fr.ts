import auth from '@/locales/fr/auth.json';
import common from '@/locales/fr/common.json';
import errors from '@/locales/fr/errors.json';

/** The namespaces every staff page needs, in one language: the frame loads this module alone (locale-texts.tsx). */
export const texts = { common, errors, auth };
