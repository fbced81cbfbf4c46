import type { Actor } from '@/lib/auth/actor';
import { getDb } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locale';
import { requireVisibleInvoice } from './invoice-access';
import { invoiceFileName, renderInvoicePdf } from './invoice-document';
import { invoiceViews } from './invoice-view';

/** GET /v1/invoices/{id}/pdf: the same access as the list (a draft for admins only). */
export async function getInvoicePdf(actor: Actor, id: string, language: Locale): Promise<{ fileName: string; pdf: Buffer }> {
  const db = await getDb();
  const row = await requireVisibleInvoice(db, actor, id);
  const [invoice] = await invoiceViews(db, [row]);
  return { fileName: invoiceFileName(invoice!), pdf: await renderInvoicePdf(invoice!, language) };
}
