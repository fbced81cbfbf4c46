import type { GetServerSideProps } from 'next';
import type { AbstractIntlMessages } from 'next-intl';
import { asLocale } from './locale';
import { messages } from './messages';
import type { MessageCatalogue } from './with-messages';

/** What a spectator's page receives from its getServerSideProps: its texts, in the visitor's language only. */
export interface PageMessagesProps {
  messages: AbstractIntlMessages;
}

/**
 * The spectator's pages do not bundle their texts: the server sends the global namespaces and the page's own, in one
 * language, with the page's data (docs/decisions.md, 2026-11-25). A change of language reads the page's data again.
 */
export function pageMessages(locale: string | undefined, ...catalogues: MessageCatalogue[]): AbstractIntlMessages {
  const language = asLocale(locale);
  return Object.assign({}, messages[language], ...catalogues.map((catalogue) => catalogue[language])) as AbstractIntlMessages;
}

/** The getServerSideProps of a spectator's page that needs nothing but its texts. */
export function withPageMessages(...catalogues: MessageCatalogue[]): GetServerSideProps<PageMessagesProps> {
  return async ({ locale }) => ({ props: { messages: pageMessages(locale, ...catalogues) } });
}
