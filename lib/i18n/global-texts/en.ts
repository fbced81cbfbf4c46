import auth from '@/locales/en/auth.json';
import common from '@/locales/en/common.json';
import errors from '@/locales/en/errors.json';

/** The namespaces every staff page needs, in one language: the frame loads this module alone (locale-texts.tsx). */
export const texts = { common, errors, auth };
