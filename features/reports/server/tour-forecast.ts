import { requireProject } from '@/features/projects/server/project-access';
import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import { toParisDate } from '@/lib/datetime/paris-time';
import { AppError } from '@/lib/errors';
import { demandOf, expectedHeads, runOutDate } from '../forecast';
import type { RunOutVariant, TourForecast } from '../types';
import { readForecastInputs } from './forecast-reads';

/**
 * GET /v1/projects/{id}/forecast: the next date to stock, and the variants whose warehouse (with its zones) will not
 * cover the coming dates, each with the date it runs out at (features/reports/forecast.ts). The tour's team reads it;
 * a seller does not see the warehouse (FORBIDDEN).
 */
export async function tourForecast(actor: Actor, projectId: string, now = new Date()): Promise<TourForecast> {
  const access = await requireProject(actor, projectId, 'read');
  if (access.membership === 'seller') throw new AppError('FORBIDDEN');
  const inputs = await readForecastInputs(await getDb(), access.projectId);
  const today = toParisDate(now);
  const coming = inputs.dates
    .filter((date) => date.status === 'pending' && date.day !== null && date.day >= today)
    .sort((a, b) => a.day!.localeCompare(b.day!) || a.name.localeCompare(b.name, 'fr'));
  const next = coming[0];
  const nextHeads = next ? expectedHeads(next, inputs.past) : null;

  const held = (eventId: string, productVariantId: string) =>
    inputs.stands.filter((stand) => stand.eventId === eventId).reduce((sum, stand) => sum + (inputs.holdings.get(stand.inventoryId)?.get(productVariantId) ?? 0), 0);
  const available = (productVariantId: string) => [...inputs.sourceKinds.keys()].reduce((sum, inventoryId) => sum + (inputs.holdings.get(inventoryId)?.get(productVariantId) ?? 0), 0);
  const demands = coming.map((date) => ({ date, demand: demandOf(inputs.past, expectedHeads(date, inputs.past)?.heads ?? null) }));
  const variantIds = new Set(demands.flatMap(({ demand }) => [...demand.keys()]));
  const runOut: RunOutVariant[] = [];
  for (const productVariantId of variantIds) {
    const needs = demands.map(({ date, demand }) => ({ date, needs: Math.max(0, Math.round(demand.get(productVariantId) ?? 0) - held(date.eventId, productVariantId)) }));
    const units = available(productVariantId);
    const out = runOutDate(needs, units);
    const variant = inputs.variants.get(productVariantId);
    if (!out || !variant) continue;
    runOut.push({ productVariantId, productId: variant.productId, productTitle: variant.productTitle, label: variant.label, available: units, needed: out.needed, runsOutAt: { eventId: out.date.eventId, name: out.date.name, day: out.date.day } });
  }
  runOut.sort((a, b) => (a.runsOutAt.day ?? '').localeCompare(b.runsOutAt.day ?? '') || b.needed - b.available - (a.needed - a.available) || a.productTitle.localeCompare(b.productTitle, 'fr'));
  return {
    projectId: access.projectId,
    nextDate: next ? { eventId: next.eventId, name: next.name, day: next.day, heads: nextHeads?.heads ?? null, headsFrom: nextHeads?.from ?? null } : null,
    basisDates: inputs.past.length,
    runOut,
  };
}
