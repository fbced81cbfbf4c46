import orders from '@/locales/fr/orders.json';
import screens from '@/locales/fr/register-screens.json';

/**
 * The texts of the register's screens that come after its first paint (the receipt, the card terminal's wait, the
 * dialogs, the other tabs), in one language: a branch of the `register` namespace, and the orders' (today's sales use
 * the orders' table).
 */
export const texts = { register: screens, orders };
