import { fillTemplate, type DiscoveredRoute } from './routes';

/** The classes of bad input of issue #10; each failing case is reported under its class. */
export type InputClass =
  | 'wrong JSON types'
  | 'control characters'
  | 'huge values'
  | 'bad dates'
  | 'deep nesting'
  | 'prototype keys'
  | 'malformed body'
  | 'bad ids'
  | 'bad query';

export interface FuzzCase {
  inputClass: InputClass;
  /** What was sent, short enough for a report: `body.items.0.quantity = 1e308`. */
  label: string;
  /** From `/api`, with the query string, exactly as sent. */
  path: string;
  body?: string;
  contentType?: string;
}

/** What the fuzzer knows of one route × method before it starts. */
export interface RouteInputs {
  route: DiscoveredRoute;
  /** Real values for every param. */
  params: Record<string, string>;
  /** The query a list needs (its required filters). */
  query: Record<string, string>;
  /** A body the route accepts, when it reads one. */
  body?: Record<string, unknown>;
}

/** A value written into the JSON text as is: `1e999`, `NaN`. */
class RawJson {
  constructor(readonly text: string) {}
}

function serialize(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, current: unknown) => {
    if (!(current instanceof RawJson)) return current;
    raws.push(current.text);
    return `@@raw${raws.length - 1}@@`;
  });
  return raws.reduce((result, raw, index) => result.replace(`"@@raw${index}@@"`, raw), text);
}

type Path = (string | number)[];

interface Node {
  path: Path;
  value: unknown;
}

/** Every leaf and container of a body (arrays through their first element), the root left out. */
function nodesOf(value: unknown, path: Path = []): Node[] {
  const nodes: Node[] = path.length ? [{ path, value }] : [];
  if (Array.isArray(value)) {
    if (value.length) nodes.push(...nodesOf(value[0], [...path, 0]));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) nodes.push(...nodesOf(child, [...path, key]));
  }
  return nodes;
}

function setAt(body: unknown, path: Path, replacement: unknown): unknown {
  if (!path.length) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(body)) return body.map((item, index) => (index === head ? setAt(item, rest, replacement) : item));
  const object = body as Record<string, unknown>;
  return { ...object, [head!]: setAt(object[head!], rest, replacement) };
}

const HUGE = 'x'.repeat(100_000);
const CONTROL = 'a\u0001\u0008\u000b\u001b\u007f\u0085\u200b\u2028\u202e\ufeff\ud800b';
const NUL = 'a\u0000b';
const DATES = ['0000-01-01', '99999-12-31', '2026-02-30', 'not-a-date'];
const DATE_TIMES = ['0000-01-01T00:00', '99999-12-31T23:59', '2026-02-30T20:30', '2026-03-29T02:30', 'not-a-dateT20:30'];
const INSTANTS = ['0000-01-01T00:00:00Z', '99999-12-31T23:59:59Z', '2026-02-30T20:30:00+01:00', 'not-a-date'];

function isDateLike(key: string | number | undefined, value: unknown): boolean {
  return (typeof key === 'string' && /date|^from$|^to$|At$|^day$/i.test(key)) || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value));
}

function badDatesLike(value: unknown): string[] {
  if (typeof value !== 'string' || !value.includes('T')) return DATES;
  return /[Z+]|:\d\d:\d\d/.test(value) ? INSTANTS : DATE_TIMES;
}

function describe(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (typeof value === 'string') return value.length > 40 ? `"${value.slice(0, 12)}…" (${value.length} chars)` : JSON.stringify(value);
  if (Array.isArray(value) && value.length > 20) return `[…${value.length} items]`;
  return JSON.stringify(value);
}

/** The replacements of one node of a valid body, by class. */
function mutationsOf(node: Node): { inputClass: InputClass; value: unknown }[] {
  const key = node.path.at(-1);
  const { value } = node;
  const out: { inputClass: InputClass; value: unknown }[] = [];
  const wrong = (...values: unknown[]) => values.forEach((replacement) => out.push({ inputClass: 'wrong JSON types', value: replacement }));
  if (typeof value === 'string') {
    wrong(123, null, { a: 1 });
    out.push({ inputClass: 'control characters', value: NUL }, { inputClass: 'control characters', value: CONTROL }, { inputClass: 'huge values', value: HUGE });
  } else if (typeof value === 'number') {
    wrong(String(value), null, {});
    for (const huge of [1e308, 2 ** 63, -1, 1.5, new RawJson('1e999'), 'NaN']) out.push({ inputClass: 'huge values', value: huge });
  } else if (typeof value === 'boolean') {
    wrong(String(value), 1, null, {});
  } else if (value === null) {
    wrong('x', {}, []);
    out.push({ inputClass: 'huge values', value: 1e308 });
  } else if (Array.isArray(value)) {
    wrong('x', {}, null);
    if (value.length) out.push({ inputClass: 'huge values', value: new Array(10_000).fill(value[0]) });
  } else {
    wrong('x', [], null);
  }
  if (isDateLike(key, value)) for (const date of badDatesLike(value)) out.push({ inputClass: 'bad dates', value: date });
  return out;
}

/** Field names most routes use, for the bodies sent whatever the route reads. */
const COMMON_FIELDS = ['id', 'name', 'title', 'email', 'password', 'token', 'role', 'status', 'type', 'projectId', 'eventId', 'productId', 'price', 'quantity', 'items', 'startDate', 'endDate', 'expiresAt', 'from', 'to'];

function deepArrays(levels: number): string {
  return `${'['.repeat(levels)}${']'.repeat(levels)}`;
}

function deepObjects(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
}

/** Bodies cases for a route that reads JSON: one field at a time from the valid body, then whole bodies. */
function bodyCases(inputs: RouteInputs, path: string): FuzzCase[] {
  const valid = inputs.body ?? {};
  const cases: FuzzCase[] = [];
  const add = (inputClass: InputClass, label: string, body: string, contentType = 'application/json') => cases.push({ inputClass, label, path, body, contentType });
  for (const node of nodesOf(valid)) {
    for (const mutation of mutationsOf(node)) add(mutation.inputClass, `body.${node.path.join('.')} = ${describe(mutation.value)}`, serialize(setAt(valid, node.path, mutation.value)));
  }
  add('wrong JSON types', 'common fields, every one of the wrong type', serialize(Object.fromEntries(COMMON_FIELDS.map((field, index) => [field, [{}, [], 1.5, 'x', true, null][index % 6]]))));
  add('control characters', 'common fields, NUL in every string', serialize({ ...valid, ...Object.fromEntries(COMMON_FIELDS.map((field) => [field, NUL])) }));
  add('control characters', 'NUL in a key', serialize({ ...valid, 'na\u0000me': 'x' }));
  add('bad dates', 'every date field 0000-01-01', serialize({ ...valid, startDate: '0000-01-01', endDate: '0000-01-01', from: '0000-01-01', to: '0000-01-01', date: '0000-01-01', expiresAt: '0000-01-01T00:00:00Z' }));
  add('deep nesting', '5 000 levels of arrays', deepArrays(5000));
  add('deep nesting', '5 000 levels of objects', deepObjects(5000));
  const firstKey = Object.keys(valid)[0] ?? 'name';
  add('deep nesting', `body.${firstKey} = 5 000 levels of arrays`, serialize({ ...valid, [firstKey]: new RawJson(deepArrays(5000)) }));
  const own = serialize(valid).slice(1, -1);
  add('prototype keys', '__proto__, constructor and prototype keys', `{"__proto__":{"isAdmin":true,"role":"admin"},"constructor":{"prototype":{"isAdmin":true}},"prototype":{"x":1}${own ? `,${own}` : ''}}`);
  add('prototype keys', 'nested __proto__', serialize({ ...valid, [firstKey]: new RawJson('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') }));
  for (const text of ['{', "{'a':1}", '{"a":NaN}', '\u0000']) add('malformed body', `malformed JSON ${JSON.stringify(text)}`, text);
  for (const text of ['null', '[]']) add('malformed body', `top-level ${text}`, text);
  add('malformed body', 'empty body', '');
  add('malformed body', 'valid JSON sent as text/plain', serialize(valid), 'text/plain');
  add('malformed body', 'multipart form', '--frontiere\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--frontiere--\r\n', 'multipart/form-data; boundary=frontiere');
  add('malformed body', 'url-encoded form', 'name=x&price=1', 'application/x-www-form-urlencoded');
  add('malformed body', 'JSON in UTF-16', serialize(valid), 'application/json; charset=utf-16');
  return cases;
}

/** The few body cases for a route that reads none: it must ignore them. */
function ignoredBodyCases(path: string): FuzzCase[] {
  return [
    { inputClass: 'malformed body', label: 'malformed JSON "{"', path, body: '{', contentType: 'application/json' },
    { inputClass: 'deep nesting', label: '5 000 levels of arrays', path, body: deepArrays(5000), contentType: 'application/json' },
  ];
}

const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
/** Already percent-encoded where it must be: they go into the path as they are. */
const BAD_IDS = [
  'not-a-uuid',
  UNKNOWN_UUID,
  '00000000-0000-0000-0000-000000000000',
  '..%2f..%2fetc%2fpasswd',
  'x'.repeat(5000),
  'a%00b',
  '%FF%FE',
  "1'%20OR%20'1'%3D'1",
  '__proto__',
];

function paramCases(inputs: RouteInputs, search: string, body: string | undefined): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const param of inputs.route.params) {
    for (const bad of BAD_IDS) {
      const path = `/api${fillTemplate(inputs.route.template, { ...inputs.params, [param]: bad })}${search}`;
      cases.push({ inputClass: 'bad ids', label: `{${param}} = ${bad.length > 40 ? `${bad.slice(0, 8)}… (${bad.length} chars)` : bad}`, path, body, contentType: body === undefined ? undefined : 'application/json' });
    }
  }
  return cases;
}

function encodePairs(pairs: [string, string][]): string {
  return pairs.map(([name, value]) => `${name}=${value}`).join('&');
}

/** Query strings for every route (the helper parses every query), then list filters for the reads. */
function queryCases(inputs: RouteInputs, basePath: string, body: string | undefined): FuzzCase[] {
  const base = Object.entries(inputs.query).map(([name, value]) => [encodeURIComponent(name), encodeURIComponent(value)] as [string, string]);
  const cases: FuzzCase[] = [];
  const add = (inputClass: InputClass, label: string, extra: string, replace: string[] = []) => {
    const kept = encodePairs(base.filter(([name]) => !replace.includes(name)));
    const search = [kept, extra].filter(Boolean).join('&');
    cases.push({ inputClass, label: `?${label}`, path: `${basePath}?${search}`, body, contentType: body === undefined ? undefined : 'application/json' });
  };
  add('control characters', 'q=%00', 'q=%00&to=%00');
  add('prototype keys', '__proto__[x]=1', '__proto__[x]=1&constructor[prototype][x]=1&prototype=1&__proto__=1');
  add('deep nesting', 'a[b][c][d][e][f][g][h]=1', 'a[b][c][d][e][f][g][h]=1');
  add('bad query', 'q=%FF%FE (not UTF-8)', 'q=%FF%FE&name=%C0%AF');
  add('bad query', 'page=-1&limit=1e9', 'page=-1&limit=1e9');
  if (inputs.route.method !== 'GET' || inputs.route.template.endsWith('}')) return cases;

  for (const value of ['0', '1.5', '1e308', 'abc']) add('bad query', `page=${value}`, `page=${value}`, ['page']);
  for (const value of ['0', 'abc']) add('bad query', `limit=${value}`, `limit=${value}`, ['limit']);
  add('bad query', 'page[]=1&limit[x]=1', 'page[]=1&limit[x]=1', ['page', 'limit']);
  add('bad query', 'status[]=x&status=y', 'status[]=x&status=y', ['status']);
  add('bad query', '600 parameters', Array.from({ length: 600 }, (_, index) => `p${index}=1`).join('&'));
  add('bad query', 'status[250]=x', 'status[250]=x', ['status']);
  add('huge values', 'q of 8 000 characters', `q=${'x'.repeat(8000)}`, ['q']);
  const names = [...new Set([...Object.keys(inputs.query), 'q', 'status', 'projectId', 'inventoryId', 'from', 'to'])];
  for (const name of names) {
    add('bad query', `${name}[]=a&${name}[]=b`, `${name}[]=a&${name}[]=b`, [name]);
    add('control characters', `${name}=%00`, `${name}=a%00b`, [name]);
    if (/Id$/.test(name)) add('bad ids', `${name}=not-a-uuid`, `${name}=not-a-uuid`, [name]);
  }
  for (const name of ['from', 'to']) for (const date of DATES) add('bad dates', `${name}=${date}`, `${name}=${date}`, [name]);
  return cases;
}

/** Every case for one route × method, deterministic: the same inputs give the same list. */
export function fuzzCases(inputs: RouteInputs, readsJson: boolean): FuzzCase[] {
  const search = Object.keys(inputs.query).length ? `?${encodePairs(Object.entries(inputs.query).map(([name, value]) => [encodeURIComponent(name), encodeURIComponent(value)]))}` : '';
  const basePath = `/api${fillTemplate(inputs.route.template, inputs.params)}`;
  const validBody = readsJson ? serialize(inputs.body ?? {}) : undefined;
  return [
    ...(readsJson ? bodyCases(inputs, `${basePath}${search}`) : ignoredBodyCases(`${basePath}${search}`)),
    ...paramCases(inputs, search, validBody),
    ...queryCases(inputs, basePath, validBody),
  ];
}

/** A body from the field names a validation refusal listed, for a route with no valid body declared. */
export function bodyFromFields(fields: string[]): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const [head] = field.split('.');
    if (head && head !== 'body') body[head] = 'x';
  }
  return body;
}
