import type { GetServerSideProps } from 'next';
import type { AbstractIntlMessages } from 'next-intl';
import { asLocale, locales, type Locale } from './locale';
import { messages } from './messages';
import type { MessageCatalogue } from './with-messages';

/** What a spectator's page receives from its getServerSideProps: its texts, in the visitor's language only. */
export interface PageMessagesProps {
  messages: AbstractIntlMessages;
}

/** A branch of the texts: its namespace, then the keys down to it (`['shops', 'public', 'cart']`). */
export type TextPath = readonly [string, ...string[]];

/** What one page ships, in both languages. */
export type PageTexts = Record<Locale, AbstractIntlMessages>;

/**
 * The spectator's frame (components/layout/public-frame.tsx) and the states every spectator's screen may show: the
 * browser tab's title (its route's kind of page, else the home's), the language switch, the payments' mode banner,
 * the toaster, a load that failed and a page that does not exist.
 */
const spectatorFrame: TextPath[] = [
  ['common', 'pageTitle'],
  ['common', 'pageTitles', '/'],
  ['common', 'language'],
  ['common', 'paymentsMode'],
  ['common', 'toast'],
  ['common', 'loadError'],
  ['common', 'retry'],
  ['common', 'missing', 'text'],
];

type Texts = Record<string, unknown>;

const isTree = (value: unknown): value is Texts => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The branches of `texts` that `paths` name, and nothing else; a path that names nothing is left out. */
export function pickTexts(texts: Texts, paths: readonly TextPath[]): Texts {
  const picked: Texts = {};
  for (const path of paths) {
    let from: unknown = texts;
    let to = picked;
    for (const [depth, key] of path.entries()) {
      if (!isTree(from) || !(key in from)) break;
      from = from[key];
      if (depth === path.length - 1) to[key] = from;
      // Copied on the way down: a branch picked whole before is the source's own object, never to be written into.
      else to = to[key] = isTree(to[key]) ? { ...to[key] } : {};
    }
  }
  return picked;
}

/**
 * The texts a spectator's page ships (docs/decisions.md, issue #28): the frame's, the title of its route (`route`,
 * as `router.pathname` names it) and the branches `paths` names, of the global namespaces (common, errors, auth) and
 * of the page's own `catalogues`: nothing the page does not show. The visitor's phone parses and React hydrates
 * every text it is sent, and the error catalogue alone weighs 20 kB. Picked once per language, when the module loads.
 */
export function pageTexts(route: string, paths: readonly TextPath[], ...catalogues: MessageCatalogue[]): PageTexts {
  const every = [...spectatorFrame, ['common', 'pageTitles', route] as const, ...paths];
  const of = (language: Locale) => pickTexts(Object.assign({}, messages[language], ...catalogues.map((catalogue) => catalogue[language])) as Texts, every) as AbstractIntlMessages;
  return Object.fromEntries(locales.map((language) => [language, of(language)])) as PageTexts;
}

/**
 * The spectator's pages do not bundle their texts: the server sends them with the page's data, in one language
 * (docs/decisions.md, 2026-11-25). A change of language reads the page's data again.
 */
export function pageMessages(locale: string | undefined, texts: PageTexts): AbstractIntlMessages {
  return texts[asLocale(locale)];
}

/** The getServerSideProps of a spectator's page that needs nothing but its texts. */
export function withPageMessages(texts: PageTexts): GetServerSideProps<PageMessagesProps> {
  return async ({ locale }) => ({ props: { messages: pageMessages(locale, texts) } });
}
