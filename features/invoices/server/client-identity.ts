import { eq } from 'drizzle-orm';
import type { Executor } from '@/lib/db';
import { clients, type InvoiceParty } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';

/** The client as the buyer printed on its invoice, read when the invoice is issued (never again after). */
export async function clientIdentity(executor: Executor, clientId: string): Promise<InvoiceParty> {
  const [client] = await executor.select().from(clients).where(eq(clients.id, clientId));
  if (!client) throw new AppError('NOT_FOUND');
  const cityLine = [client.postcode, client.city].filter(Boolean).join(' ');
  return {
    name: client.name,
    legalForm: client.legalForm,
    siret: client.siret,
    vatNumber: client.vatNumber,
    addressLines: [client.addressLine1, client.addressLine2, cityLine, client.country].filter((line): line is string => Boolean(line)),
    email: client.email,
  };
}
