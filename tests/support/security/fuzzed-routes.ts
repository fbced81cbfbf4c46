import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsApp, type AccountsTestApp } from '../accounts/accounts-app';
import { fuzzRoute, oversizedBodies, probeRoutes, report, type Failure, type RouteProbe } from './fuzz-runner';
import { discoverRoutes, routeTemplates, type DiscoveredRoute } from './routes';
import { readShowcase, seedTenant, type Tenant } from './tenant';

/**
 * Issue #10's fuzzing of every route under pages/api/v1, one share of the routes per test file: each file is one
 * process with its own server, so the shares run side by side on the machine's cores instead of one file holding
 * a worker for minutes (issue #23). Share `part` of `parts` takes every `parts`-th route template from `part`.
 */
export function describeFuzzedRoutes(part: number, parts: number) {
  const templates = routeTemplates()
    .map((route) => route.template)
    .filter((_, index) => index % parts === part - 1);
  let app: AccountsTestApp;
  let tenant: Tenant;
  let routes: DiscoveredRoute[];
  let showcaseBefore: Record<string, unknown>;
  let probes: Map<string, RouteProbe>;
  let oversized: Map<string, Failure[]>;

  beforeAll(async () => {
    app = await startAccountsApp();
    routes = (await discoverRoutes(app.baseUrl)).routes.filter((route) => templates.includes(route.template));
    tenant = await seedTenant(app);
    showcaseBefore = await readShowcase(app, tenant);
    probes = await probeRoutes(app, routes, tenant);
    // Every route's 5 MB body at once, before the cases: a connection that stalls costs seconds, not seconds per route.
    oversized = await oversizedBodies(app, routes, probes);
  }, 120_000);
  afterAll(() => app?.close());

  describe(`every route answers bad input with a 4xx and a catalogue code, and nothing of its insides (part ${part} of ${parts})`, () => {
    it.each(templates)('%s', async (template) => {
      const methods = routes.filter((route) => route.template === template);
      expect(methods.length, `${template}: no method discovered`).toBeGreaterThan(0);
      const failures: Failure[] = [];
      for (const route of methods) failures.push(...(await fuzzRoute(app, route, tenant, probes.get(route.key)!)), ...(oversized.get(route.key) ?? []));
      expect(report(failures)).toEqual([]);
    }, 120_000);
  });

  it('lost nothing: the showcase tour reads the same after the fuzzing', async () => {
    expect(await readShowcase(app, tenant)).toEqual(showcaseBefore);
  });
}
