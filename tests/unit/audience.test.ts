import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringifyFlatQuery } from '@/lib/api-client/public';
import { pageMessages } from '@/lib/i18n/page-messages';
import { isPublicPage } from '@/lib/routing/audience';
import { receiptsMessages } from '@/features/receipts/messages';
import { shopsMessages } from '@/features/shops/messages';

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
  it('sends the global namespaces and the page\'s own in the visitor\'s language only, French by default', () => {
    const french = pageMessages(undefined, shopsMessages);
    expect(Object.keys(french).sort()).toEqual(['auth', 'common', 'errors', 'shops']);
    expect(french.shops).toBe(shopsMessages.fr.shops);
    expect(pageMessages('en', receiptsMessages).receipts).toBe(receiptsMessages.en.receipts);
  });
});

describe('stringifyFlatQuery', () => {
  it('writes plain values and leaves empty ones out', () => {
    expect(stringifyFlatQuery({ token: 'a b&c', page: 2, missing: undefined, none: null })).toBe('token=a+b%26c&page=2');
  });
});
