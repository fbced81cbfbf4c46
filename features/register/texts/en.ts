import orders from '@/locales/en/orders.json';
import register from '@/locales/en/register.json';

/** The register page's namespaces in one language (the orders' too: its takings use the orders' table). */
export const texts = { register, orders };
