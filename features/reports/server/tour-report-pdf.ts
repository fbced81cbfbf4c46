import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/auth/actor';
import { fileSlug } from '@/lib/csv';
import { toParisDate } from '@/lib/datetime/paris-time';
import { getDb } from '@/lib/db';
import { projects } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locale';
import { renderTourReportPdf } from './report-document';
import { tourReport } from './tour-report';

/** GET /v1/projects/{id}/report.pdf: the report the caller may read (a seller's: their stands), as a named A4 PDF. */
export async function tourReportPdf(actor: Actor, projectId: string, language: Locale): Promise<{ fileName: string; pdf: Buffer }> {
  const report = await tourReport(actor, projectId);
  const [tour] = await (await getDb()).select({ name: projects.name }).from(projects).where(eq(projects.id, report.projectId));
  const name = tour?.name ?? '';
  return { fileName: `${['rapport', fileSlug(name), toParisDate(new Date())].filter(Boolean).join('-')}.pdf`, pdf: await renderTourReportPdf(report, name, language) };
}
