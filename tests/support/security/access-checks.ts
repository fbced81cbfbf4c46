import { randomUUID } from 'node:crypto';
import { freshIp } from '../accounts/accounts-app';
import { tinyPng } from '../accounts/images';
import type { TestApp } from '../test-app';
import type { Signed } from '../tours';
import { expectedOutcomes, type AccessRule, type Caller, type Outcome } from './access-table';
import { shorten } from './answers';
import { send, type RawAnswer } from './http';
import { queryString, realParams, validBodies, validQueries, type Target } from './requests';
import { fillTemplate, type DiscoveredRoute } from './routes';
import type { Tenant, Workspace } from './tenant';
import { victimKindOf, victimWorkspace, type Members } from './victims';

/** The suite's cast around the tenant. `seller` is each tour's own (Workspace.seller). */
export interface Cast {
  tenant: Tenant;
  admin: Signed;
  viewer: Signed;
  sellerElsewhere: Signed;
  outsider: Signed;
  forged: Record<string, string>;
}

export function membersOf(cast: Cast): Members {
  return { viewerClientIds: [cast.viewer.user.clientId!], sellerIds: [cast.sellerElsewhere.user.id] };
}

function tokenOf(cast: Cast, caller: Caller, workspace: Workspace): string {
  switch (caller) {
    case 'owner':
      return cast.tenant.owner.token;
    case 'seller':
      return workspace.seller.token;
    default:
      return cast[caller].token;
  }
}

/** The request a route's check sends: real ids of the target, the body and query the route accepts. */
export function call(app: TestApp, route: DiscoveredRoute, target: Target, token: string | undefined): Promise<RawAnswer> {
  const path = `/api${fillTemplate(route.template, realParams(route, target).values)}${queryString(validQueries[route.key]?.(target) ?? {})}`;
  // A new client IP per call: the abuse limits count per IP, and a 429 would hide the answer under test. A new
  // Idempotency-Key, as a client sends with a write that must not run twice.
  const headers: Record<string, string> = { 'X-Forwarded-For': freshIp(), 'Idempotency-Key': randomUUID(), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  let body: string | Buffer | undefined;
  if (route.key === 'POST /v1/images') {
    body = tinyPng();
    headers['Content-Type'] = 'application/octet-stream';
  } else if (validBodies[route.key]) {
    body = JSON.stringify(validBodies[route.key]!(target));
    headers['Content-Type'] = 'application/json';
  }
  return send(app.baseUrl, { method: route.method, path, body, headers });
}

/** The tenant's ids a caller from elsewhere must never see. */
function tenantIds(cast: Cast, workspace: Workspace): string[] {
  const { tenant } = cast;
  return [
    tenant.clientId,
    tenant.owner.user.id,
    workspace.projectId,
    workspace.eventId,
    workspace.standId,
    workspace.shopId,
    workspace.productId,
    workspace.spareProductId,
    workspace.variantId,
    workspace.transferId,
    workspace.levelId,
    workspace.warehouseId,
    workspace.zoneId,
    workspace.teamClientId,
    workspace.serviceEventId,
    workspace.serviceRequestId,
  ];
}

function matches(outcome: Outcome, answer: RawAnswer, hidden: string[]): boolean {
  if (outcome === 'ok') return answer.status >= 200 && answer.status < 300;
  if (outcome === 'refused') return answer.status === 403 || answer.status === 404;
  if (outcome === 'noData') return answer.status === 404 || (answer.status >= 200 && answer.status < 300 && !hidden.some((id) => answer.text.includes(id)));
  return answer.status === outcome;
}

function describeOutcome(outcome: Outcome): string {
  return { ok: '2xx', refused: '403 or 404', noData: '404 or nothing of the tenant' }[outcome as string] ?? String(outcome);
}

/**
 * Every caller on one route × method; the mismatches, one line each. Reads use the showcase tour. A change that
 * succeeds acts on a victim of its own (one per caller allowed to make it); the refused callers share one.
 */
export async function checkRoute(app: TestApp, route: DiscoveredRoute, rule: AccessRule, cast: Cast): Promise<string[]> {
  const problems: string[] = [];
  const kind = victimKindOf(route);
  const newTarget = async (): Promise<Target> => {
    const workspace = route.method === 'GET' ? cast.tenant.showcase : kind ? await victimWorkspace(app, cast.tenant, kind, membersOf(cast)) : cast.tenant.workbench;
    // `users/{id}` is the owner's account, whoever asks.
    return { tenant: cast.tenant, workspace, callerId: cast.tenant.owner.user.id };
  };
  const shared = await newTarget();
  const hidden = tenantIds(cast, shared.workspace);
  const check = (who: string, answer: RawAnswer, outcome: Outcome) => {
    if (answer.status >= 500 || !matches(outcome, answer, hidden)) problems.push(`${who}: expected ${describeOutcome(outcome)}, got ${answer.status} ${shorten(answer.text, 200)}`);
  };

  const anonymous = await call(app, route, shared, undefined);
  if (rule.access === 'public') check('anonymous', anonymous, rule.anonymous ?? 'ok');
  else check('anonymous', anonymous, 401);
  for (const [name, token] of Object.entries(cast.forged)) {
    const answer = await call(app, route, shared, token);
    // On a public route a forged token may be refused or ignored, never believed.
    if (rule.access === 'public') {
      if (answer.status !== 401 && answer.status !== anonymous.status) problems.push(`forged token (${name}): expected 401 or the anonymous ${anonymous.status}, got ${answer.status} ${shorten(answer.text, 200)}`);
    } else check(`forged token (${name})`, answer, 401);
    if (rule.access !== 'public' && hidden.some((id) => answer.text.includes(id))) problems.push(`forged token (${name}): the answer shows the tenant's data`);
  }

  const outcomes = Object.entries(expectedOutcomes(rule)) as [Caller, Outcome][];
  // Refusals first, on the shared target: they must leave it as it was for nobody in particular.
  const changes = (outcome: Outcome) => outcome === 'ok' && kind !== null;
  for (const [caller, outcome] of [...outcomes.filter(([, outcome]) => !changes(outcome)), ...outcomes.filter(([, outcome]) => changes(outcome))]) {
    const target = changes(outcome) ? await newTarget() : shared;
    const answer = await call(app, route, target, tokenOf(cast, caller, target.workspace));
    check(caller, answer, outcome);
    // Another tenant never sees the tenant's data, whatever it gets; a viewer not in a refusal.
    if (caller === 'outsider' || (caller === 'viewer' && outcome !== 'ok')) {
      const seen = tenantIds(cast, target.workspace).filter((id) => answer.text.includes(id));
      if (seen.length) problems.push(`${caller}: the answer shows the tenant's data (${seen.length} of its ids) — ${answer.status} ${shorten(answer.text, 200)}`);
    }
  }
  return problems;
}
