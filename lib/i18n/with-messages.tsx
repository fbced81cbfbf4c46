import { useRouter } from 'next/router';
import { NextIntlClientProvider, useMessages } from 'next-intl';
import { useMemo, type ComponentType } from 'react';
import { asLocale, type Locale } from './locale';

/** One or more namespaces, in both languages, e.g. `{ fr: { accounts }, en: { accounts } }`. */
export type MessageCatalogue = Record<Locale, Record<string, unknown>>;

/**
 * Adds a screen's own namespaces to the global ones (common, errors, auth), so that each page carries the texts
 * it shows and no more. Pages use it: `export default withMessages(SignUpScreen, accountsMessages)`.
 */
export function withMessages<P extends object>(Screen: ComponentType<P>, ...catalogues: MessageCatalogue[]): ComponentType<P> {
  function WithMessages(props: P) {
    const locale = asLocale(useRouter().locale);
    const base = useMessages();
    const messages = useMemo(() => Object.assign({}, base, ...catalogues.map((catalogue) => catalogue[locale])), [base, locale]);
    return (
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Paris">
        <Screen {...props} />
      </NextIntlClientProvider>
    );
  }
  WithMessages.displayName = `WithMessages(${Screen.displayName ?? Screen.name})`;
  return WithMessages;
}
