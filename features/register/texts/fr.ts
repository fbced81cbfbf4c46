import register from '@/locales/fr/register.json';

/**
 * The register's first paint's texts in one language: the sale. Its other screens' come apart (screens-fr.ts), with
 * their code (components/lazy-parts.tsx).
 */
export const texts = { register };
