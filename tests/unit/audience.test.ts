import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringifyFlatQuery } from '@/lib/api-client/public';
import { pageMessages, pageTexts } from '@/lib/i18n/page-messages';
import { isPublicPage } from '@/lib/routing/audience';
import { receiptsMessages } from '@/features/receipts/messages';

/** Every page of the app as Next names it in `router.pathname` (`pages/s/[slug]/index.tsx` is `/s/[slug]`). */
function routePatterns(dir = path.resolve('pages'), prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return entry.name === 'api' && !prefix ? [] : routePatterns(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    const name = entry.name.replace(/\.tsx?$/, '');
    if (name.startsWith('_')) return [];
    return [name === 'index' ? prefix || '/' : `${prefix}/${name}`];
  });
}

describe('isPublicPage', () => {
  it('gives the spectator\'s frame to exactly the shop, its checkout, payment and confirmation pages, and the receipt', () => {
    const publicPages = routePatterns().filter(isPublicPage).sort();
    expect(publicPages).toEqual(['/receipts/[id]', '/s/[slug]', '/s/[slug]/checkout', '/s/[slug]/conditions', '/shop/orders/[orderId]', '/shop/pay/[paymentId]']);
  });

  it.each(['/', '/404', '/signin', '/sellers', '/sellers/events/[eventId]/stands/[standId]', '/dashboard', '/admin', '/terms', '/shopping', '/s-list'])(
    'keeps the staff frame on %s',
    (pathname) => {
      expect(isPublicPage(pathname)).toBe(false);
    },
  );
});

describe('pageMessages', () => {
  it('sends the page\'s texts in the visitor\'s language only, French by default', () => {
    const texts = pageTexts('/receipts/[id]', [['receipts']], receiptsMessages);
    expect(pageMessages(undefined, texts)).toBe(texts.fr);
    expect(pageMessages('de', texts)).toBe(texts.fr);
    expect(pageMessages('en', texts).receipts).toBe(receiptsMessages.en.receipts);
  });
});

describe('stringifyFlatQuery', () => {
  it('writes plain values and leaves empty ones out', () => {
    expect(stringifyFlatQuery({ token: 'a b&c', page: 2, missing: undefined, none: null })).toBe('token=a+b%26c&page=2');
  });
});
