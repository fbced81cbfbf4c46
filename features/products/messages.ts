import en from '@/locales/en/products.json';
import fr from '@/locales/fr/products.json';
import type { MessageCatalogue } from '@/lib/i18n/with-messages';

/** The `products` namespace, for a tour's catalogue and the product editor. */
export const productsMessages: MessageCatalogue = { fr: { products: fr }, en: { products: en } };
