// A server-rendered page whose HTML follows from its props alone is rendered once per distinct props: the HTML Next
// sent is kept, and sent again to every view whose props are the same (docs/decisions.md, "The shop's page rendered
// once per change"). The props are still read on every view: what a view shows is never older than the view.
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { parse as parseCookie } from 'cookie';
import type { GetServerSidePropsContext } from 'next';
import { openDoor } from './front-door';

interface RenderedPage {
  /** The hash of the props it was rendered from. */
  propsHash: string;
  html: Buffer;
  /** The HTML compressed once, for the browsers that take gzip (all of them): not compressed again for each view. */
  gzipped: Buffer;
  headers: OutgoingHttpHeaders;
}

/** A rendering under way: the views of the same props wait for it rather than render the page again. */
interface Rendering {
  propsHash: string;
  done: Promise<RenderedPage | null>;
}

/** Past this, a page is rendered for each view rather than kept (no page of ours comes near). */
const MAX_PAGE_BYTES = 512 * 1024;
const MAX_BYTES = 32 * 1024 * 1024;

/** What describes the connection or the encoding, not the page: the server sets them for each answer. */
const PER_ANSWER_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length', 'date', 'vary']);

// One of each per process on globalThis, like the database: each page is its own bundle with its own copy of this module.
const registry = globalThis as typeof globalThis & { __merchRenderedPages?: { kept: LRUCache<string, RenderedPage>; rendering: Map<string, Rendering> } };
const { kept, rendering } = (registry.__merchRenderedPages ??= {
  kept: new LRUCache<string, RenderedPage>({ maxSize: MAX_BYTES, sizeCalculation: (page) => page.html.length + page.gzipped.length }),
  rendering: new Map(),
});

const isDocumentRequest = (req: IncomingMessage) =>
  req.method === 'GET' && !req.headers['x-nextjs-data'] && !req.url?.startsWith('/_next/data/');

function bytesOf(chunk: unknown, encoding: unknown): Buffer | null {
  if (chunk === null || chunk === undefined || typeof chunk === 'function') return null;
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
}

/**
 * Keeps the body Next sends for these props once the answer is a whole 200 that sets no cookie, and tells the views
 * waiting for it (null: nothing was kept, each renders its own).
 */
function keepWhatIsSent(res: ServerResponse, key: string, propsHash: string): void {
  let settle!: (page: RenderedPage | null) => void;
  const entry: Rendering = { propsHash, done: new Promise((resolve) => (settle = resolve)) };
  rendering.set(key, entry);
  const finish = (page: RenderedPage | null) => {
    if (rendering.get(key) === entry) rendering.delete(key);
    if (page) kept.set(key, page);
    settle(page);
  };
  res.once('close', () => finish(null));

  const chunks: Buffer[] = [];
  let size = 0;
  const collect = (chunk: unknown, encoding: unknown) => {
    const bytes = size > MAX_PAGE_BYTES ? null : bytesOf(chunk, encoding);
    if (!bytes) return;
    chunks.push(bytes);
    size += bytes.length;
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0]);
    const whole = res.statusCode === 200 && size <= MAX_PAGE_BYTES && !res.hasHeader('set-cookie');
    if (whole) {
      const html = Buffer.concat(chunks);
      const headers = Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !PER_ANSWER_HEADERS.has(name)));
      finish({ propsHash, html, gzipped: gzipSync(html), headers });
    } else finish(null);
    return end(chunk, ...rest);
  }) as ServerResponse['end'];
}

/** Says on an answer that it is the HTML kept from an earlier rendering (for the curious, the tests, a CDN's logs). */
export const KEPT_RENDER_HEADER = 'X-Rendered';

/** What the request says that decides the kept page's answer. */
interface Asked {
  ifNoneMatch: string | undefined;
  /** Undefined: the HTML goes as it is, and the server compresses it as it does any answer. */
  acceptEncoding?: string;
}

/** The kept page's answer to a request: 304 to a browser that has it, else the HTML, gzipped when it takes gzip. */
function answerOf(page: RenderedPage, asked: Asked): { status: number; headers: Record<string, string>; body: Buffer | null } {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(page.headers)) if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  headers[KEPT_RENDER_HEADER] = 'kept';
  if (headers.etag !== undefined && asked.ifNoneMatch === headers.etag) {
    delete headers['content-type'];
    return { status: 304, headers, body: null };
  }
  // Next's compression leaves as it is an answer that already says its encoding.
  const gzip = asked.acceptEncoding !== undefined && new Negotiator({ headers: { 'accept-encoding': asked.acceptEncoding } }).encoding(['gzip', 'identity']) === 'gzip';
  const body = gzip ? page.gzipped : page.html;
  headers.vary = 'Accept-Encoding';
  if (gzip) headers['content-encoding'] = 'gzip';
  headers['content-length'] = String(body.length);
  return { status: 200, headers, body };
}

function send(req: IncomingMessage, res: ServerResponse, page: RenderedPage): void {
  const answer = answerOf(page, { ifNoneMatch: req.headers['if-none-match'], acceptEncoding: req.headers['accept-encoding'] ?? '' });
  res.statusCode = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.end(answer.body ?? undefined);
}

const keyOf = (locale: string | undefined, resolvedUrl: string) => `${locale ?? ''} ${resolvedUrl}`;
const hashOf = (props: object) => createHash('sha256').update(JSON.stringify(props)).digest('base64url');

/** A view of a page the front door may answer, as the page itself would see it. */
export interface FrontDoorView {
  /** The view's language, as Next gives it to the page. */
  locale: string;
  /** The language was in the path (/en/…). Without it, the middleware sends a visitor who chose another one there. */
  localeInPath: boolean;
  /** The page's URL without its language, as getServerSideProps's context names it. */
  resolvedUrl: string;
  /** The page's props now, read as the page reads them. */
  readProps: () => Promise<object>;
}

/** Which requests are views of the page (null: not this page), from the request's path and query (`?…` or ''). */
export type FrontDoorPage = (path: string, search: string) => FrontDoorView | null;

/**
 * Lets the server's front door (lib/http/front-door.ts) answer views of a page from its kept rendering, before Next
 * routes them: Next's routing, its middleware and its web streams cost a view several times the props' read (issue
 * #28). The page's own module calls it, so the door opens once the page has been rendered, which is when there is a
 * rendering to send. `name` is the page's route.
 */
export function answerAtFrontDoor(name: string, page: FrontDoorPage): void {
  openDoor(name, (req, res, path, search) => {
    if (!isDocumentRequest(req)) return false;
    const view = page(path, search);
    const rendered = view ? keptFor(view, req) : undefined;
    return view && rendered ? answerIfPropsHold(req, res, view, rendered) : false;
  });
}

/** The language a visitor chose with the language switch, and whether Next's draft mode is on. */
function cookiesOf(req: IncomingMessage) {
  const cookies = parseCookie(req.headers.cookie ?? '');
  return { chosenLocale: cookies.NEXT_LOCALE, draftMode: cookies.__prerender_bypass !== undefined };
}

function keptFor(view: FrontDoorView, req: IncomingMessage): RenderedPage | undefined {
  const { chosenLocale, draftMode } = cookiesOf(req);
  // Left to Next: the middleware's move to the chosen language, and a draft's preview.
  if (draftMode || (!view.localeInPath && chosenLocale !== undefined && chosenLocale !== view.locale)) return undefined;
  return kept.get(keyOf(view.locale, view.resolvedUrl));
}

async function answerIfPropsHold(req: IncomingMessage, res: ServerResponse, view: FrontDoorView, page: RenderedPage): Promise<boolean> {
  try {
    if (page.propsHash !== hashOf(await view.readProps())) return false;
  } catch {
    return false;
  }
  send(req, res, page);
  return true;
}

/**
 * For a page's getServerSideProps, once its props are read: answers the view with the HTML already rendered from the
 * same props, or about to be (true: the response is sent; return the props, Next renders nothing), or lets Next
 * render it and keeps what it sends (false). Only a document's GET: Next's data requests (client-side navigation)
 * get their JSON as usual. The key is the page's language and URL; the props decide whether the HTML still holds.
 */
export async function sendRenderedPage(context: GetServerSidePropsContext, props: object): Promise<boolean> {
  const { req, res } = context;
  if (!isDocumentRequest(req) || context.draftMode) return false;
  const key = keyOf(context.locale, context.resolvedUrl);
  const propsHash = hashOf(props);
  let page = kept.get(key);
  if (page?.propsHash !== propsHash) {
    const underWay = rendering.get(key);
    page = underWay?.propsHash === propsHash ? ((await underWay.done) ?? undefined) : undefined;
  }
  if (page?.propsHash !== propsHash) {
    keepWhatIsSent(res, key, propsHash);
    return false;
  }
  send(req, res, page);
  return true;
}
