import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { parseQuery, stringifyQuery } from '@/lib/query-string';

describe('stringifyQuery', () => {
  it.each<[Record<string, unknown>, string]>([
    [{ status: ['paid', 'prepared'], page: 2 }, 'status[]=paid&status[]=prepared&page=2'],
    [{ filter: { standId: 's1', zone: { id: 'z1' } } }, 'filter[standId]=s1&filter[zone][id]=z1'],
    [{ search: 'a b&c', skipped: null, missing: undefined }, 'search=a b&c'],
    [{}, ''],
  ])('writes %j as %s (decoded)', (query, expected) => {
    expect(decodeURIComponent(stringifyQuery(query))).toBe(expected);
  });

  it('encodes values but not the brackets of keys', () => {
    expect(stringifyQuery({ status: ['a&b'], q: 'x=y' })).toBe('status[]=a%26b&q=x%3Dy');
  });
});

describe('stringifyQuery without qs, for the browser API client', () => {
  // The writer no longer uses qs, so that staff pages do not download it: it must still write what qs wrote.
  it.each<Record<string, unknown>>([
    { status: ['paid', 'prepared'], page: 2, limit: 20 },
    { filter: { standId: 's1', zone: { id: 'z1' } }, search: "T-shirt & co = 100% (l'été)! *ok* ~_.-" },
    { ids: ['a', 'b'], nested: { list: ['x', 'y'] }, empty: [], skipped: null, missing: undefined },
    { flag: true, off: false, zero: 0, from: new Date('2026-07-14T18:30:00Z') },
    { lines: [{ id: 'l1', qty: 2 }], accents: 'Zénith – Nantes 🎸', plus: 'a+b c' },
  ])('writes %j as qs does', (query) => {
    expect(stringifyQuery(query)).toBe(qs.stringify(query, { arrayFormat: 'brackets', skipNulls: true, encodeValuesOnly: true }));
  });
});

describe('parseQuery', () => {
  it.each([undefined, '', '/orders', '/orders?'])('gives {} for %j', (url) => {
    expect(parseQuery(url)).toEqual({});
  });

  it('reads bracket arrays and nested objects from a URL', () => {
    expect(parseQuery('/api/v1/orders?status[]=paid&status[]=prepared&page=2&filter[standId]=s1')).toEqual({
      status: ['paid', 'prepared'],
      page: '2',
      filter: { standId: 's1' },
    });
  });

  it('keeps a "?" that a client left unencoded inside the query', () => {
    // RFC 3986 allows "?" in a query; only the first one starts it.
    expect(parseQuery('/orders?search=why?&page=2')).toEqual({ search: 'why?', page: '2' });
  });

  it('reads percent-encoded brackets', () => {
    expect(parseQuery('/orders?status%5B%5D=paid&status%5B%5D=prepared')).toEqual({ status: ['paid', 'prepared'] });
  });

  it.each<Record<string, unknown>>([
    { status: ['paid', 'prepared'], page: '2' },
    { filter: { standId: 's1', zone: { id: 'z1' } }, search: 'T-shirt & co = 100%' },
    { ids: ['a'], nested: { list: ['x', 'y'] } },
  ])('round-trips %j', (query) => {
    expect(parseQuery(`/orders?${stringifyQuery(query)}`)).toEqual(query);
  });
});
