import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { PlanType } from '@/features/entitlements/plans';
import { fromParisLocal } from '@/lib/datetime/paris-time';
import type { Db } from '@/lib/db';
import { subscriptions } from '@/lib/db/schema';
import type { TestApp } from './test-app';

/** The text of a PDF as pdftotext reads it, its spaces (fr-FR's no-break ones included) made plain. */
export function pdfToText(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'merch-invoice-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[\s\u00a0\u202f]+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A download with the bearer token: status, headers and bytes. */
export async function download(app: TestApp, apiPath: string, token: string) {
  const response = await fetch(`${app.baseUrl}/api${apiPath}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The client holds this plan from now on (its factory subscription changed): the fees of that plan apply. */
export async function holdPlan(db: Db, clientId: string, plan: PlanType): Promise<void> {
  await db.update(subscriptions).set({ plan }).where(eq(subscriptions.clientId, clientId));
}

/** A Paris wall-clock time as an instant: "2031-03-01T00:00" is 2031-02-28T23:00Z. */
export function paris(local: string): Date {
  const instant = fromParisLocal(local);
  if (!instant) throw new Error(`Not a Paris time: ${local}`);
  return instant;
}
