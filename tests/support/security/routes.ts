import { readdirSync } from 'node:fs';
import path from 'node:path';
import { inPool, send } from './http';

/** A route of the product API as its file declares it: `pages/api/v1/events/[id]/cancel.ts` → `/v1/events/{id}/cancel`. */
export interface RouteTemplate {
  template: string;
  params: string[];
  file: string;
}

/** One method of one route, named as the expectations table names it: `PUT /v1/events/{id}/cancel`. */
export interface DiscoveredRoute extends RouteTemplate {
  method: string;
  key: string;
}

const apiRoot = path.resolve(__dirname, '../../../pages/api');

/** Every file under pages/api/v1, as path templates (the catch-all and next-auth live outside v1). */
export function routeTemplates(): RouteTemplate[] {
  const found: RouteTemplate[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|js)$/.test(entry.name)) found.push(templateOf(full));
    }
  };
  walk(path.join(apiRoot, 'v1'));
  return found.sort((a, b) => a.template.localeCompare(b.template));
}

function templateOf(file: string): RouteTemplate {
  const segments = path
    .relative(apiRoot, file)
    .replace(/\.(ts|tsx|js)$/, '')
    .split(path.sep);
  if (segments.at(-1) === 'index') segments.pop();
  const params: string[] = [];
  const template = segments
    .map((segment) => {
      const param = /^\[(\w+)\]$/.exec(segment)?.[1];
      if (!param) return segment;
      params.push(param);
      return `{${param}}`;
    })
    .join('/');
  return { template: `/${template}`, params, file: path.relative(path.resolve(apiRoot, '../..'), file) };
}

/** A template with every param replaced. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${template}`);
    return value;
  });
}

/** A method no route serves: apiRoute answers it 405 with the route's methods in `Allow`. */
export const PROBE_METHOD = 'TRACE';
const PLACEHOLDER = 'probe';

/**
 * Each route's methods, asked of the running server: every apiRoute answers a method it does not serve with
 * 405 METHOD_NOT_ALLOWED and `Allow`. A file whose path the server does not serve with it (the catch-all
 * pages/api/[...path].ts answers instead, e.g. a build older than the file) or that answers otherwise is reported.
 */
export async function discoverRoutes(baseUrl: string): Promise<{ routes: DiscoveredRoute[]; notApiRoutes: string[] }> {
  const templates = routeTemplates();
  const catchAll = await send(baseUrl, { method: PROBE_METHOD, path: '/api/v1/__no-such-route__/probe' });
  const answers = await inPool(
    templates.map((route) => async () => {
      const path = `/api${fillTemplate(route.template, Object.fromEntries(route.params.map((name) => [name, PLACEHOLDER])))}`;
      const probe = await send(baseUrl, { method: PROBE_METHOD, path });
      // The catch-all's signature: its Allow, and an anonymous GET answered 404 NOT_FOUND (a real route asks who calls).
      const looksLikeCatchAll = probe.headers.allow === catchAll.headers.allow && (await send(baseUrl, { method: 'GET', path })).json?.errorCode === 'NOT_FOUND';
      return { probe, looksLikeCatchAll };
    }),
    8,
  );
  const routes: DiscoveredRoute[] = [];
  const notApiRoutes: string[] = [];
  templates.forEach((route, index) => {
    const { probe, looksLikeCatchAll } = answers[index]!;
    const allow = probe.headers.allow;
    if (looksLikeCatchAll) {
      notApiRoutes.push(`${route.file}: not served (the catch-all answers ${route.template}; is the build older than the file?)`);
      return;
    }
    if (probe.status !== 405 || typeof allow !== 'string' || probe.json?.errorCode !== 'METHOD_NOT_ALLOWED') {
      notApiRoutes.push(`${route.file}: ${PROBE_METHOD} answered ${probe.status} ${probe.text.slice(0, 200)}`);
      return;
    }
    for (const method of allow.split(',').map((name) => name.trim()).filter(Boolean)) {
      routes.push({ ...route, method, key: `${method} ${route.template}` });
    }
  });
  return { routes, notApiRoutes };
}
