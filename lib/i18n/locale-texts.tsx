import { useRouter } from 'next/router';
import { NextIntlClientProvider, useMessages } from 'next-intl';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { asLocale, type Locale } from './locale';
import { mergeTexts } from './merge-texts';

/**
 * Texts in one language per chunk (issue #26: the register under 180 kB of JavaScript). A staff page's texts were
 * bundled in both languages; with next/dynamic, one module per language, the server renders the visitor's language
 * only, so its page lists only that chunk and the browser loads it before hydrating (no flash, no other language). A
 * change of language fetches the other chunk then. The modules call these helpers with their texts:
 * `dynamic(() => import('./texts/fr').then((module) => addedTexts('fr', module.texts)))`.
 */
export type TextsProvider = ComponentType<{ children: ReactNode }>;

/** The global namespaces (common, errors, auth) of one language, for the staff's frame. */
export function globalTexts(locale: Locale, texts: Record<string, unknown>): TextsProvider {
  function GlobalTexts({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={texts} timeZone="Europe/Paris">
        {children}
      </NextIntlClientProvider>
    );
  }
  return GlobalTexts;
}

/**
 * A screen's own namespaces of one language, added to the frame's (as withMessages does for both languages); a part of
 * a namespace already there is merged into it (the register's other screens: features/register/texts).
 */
export function addedTexts(locale: Locale, texts: Record<string, unknown>): TextsProvider {
  function AddedTexts({ children }: { children: ReactNode }) {
    const base = useMessages();
    const messages = useMemo(() => mergeTexts(base, texts), [base]);
    return (
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Paris">
        {children}
      </NextIntlClientProvider>
    );
  }
  return AddedTexts;
}

/** The provider of the router's language among `providers` (one next/dynamic per language). */
export function LocaleTexts({ providers, children }: { providers: Record<Locale, TextsProvider>; children: ReactNode }) {
  const Texts = providers[asLocale(useRouter().locale)];
  return <Texts>{children}</Texts>;
}
