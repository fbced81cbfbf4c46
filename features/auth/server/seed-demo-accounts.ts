import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '@/lib/auth/password';
import type { Db } from '@/lib/db';
import { clients, userRoles, users, type RoleName } from '@/lib/db/schema';
import { TERMS_VERSION } from '../types';

export const DEMO_PASSWORD = 'Demo-2024!';
export const DEMO_CLIENT_NAME = 'Démo Productions';

export const demoAccounts: { email: string; firstName: string; lastName: string; roles: RoleName[]; label: string }[] = [
  { email: 'manager@demo.test', firstName: 'Camille', lastName: 'Martin', roles: ['client'], label: 'Manager' },
  { email: 'seller@demo.test', firstName: 'Lucas', lastName: 'Bernard', roles: ['seller', 'client'], label: 'Vendeur (+ Manager)' },
  { email: 'admin@demo.test', firstName: 'Alex', lastName: 'Admin', roles: ['admin'], label: 'Administrateur' },
];

/** Creates the demo organisation and its three accounts; running it again changes nothing. */
export async function seedDemoAccounts(db: Db): Promise<{ clientId: string }> {
  const clientId = await ensureDemoClient(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of demoAccounts) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, account.email));
    const userId = existing?.id ?? (await insertDemoUser(db, account, passwordHash, account.roles.includes('admin') ? null : clientId));
    await db
      .insert(userRoles)
      .values(account.roles.map((role) => ({ userId, role })))
      .onConflictDoNothing();
  }
  return { clientId };
}

async function ensureDemoClient(db: Db): Promise<string> {
  const [existing] = await db.select({ id: clients.id }).from(clients).where(eq(clients.name, DEMO_CLIENT_NAME));
  if (existing) return existing.id;
  const [created] = await db
    .insert(clients)
    .values({
      name: DEMO_CLIENT_NAME,
      legalForm: 'SAS',
      siret: '12345678900011',
      vatNumber: 'FR12123456789',
      email: 'contact@demo.test',
      phone: '+33 1 23 45 67 89',
      addressLine1: '12 rue de la Scène',
      postcode: '75011',
      city: 'Paris',
      country: 'FR',
    })
    .returning({ id: clients.id });
  return created!.id;
}

async function insertDemoUser(db: Db, account: (typeof demoAccounts)[number], passwordHash: string, clientId: string | null) {
  const [created] = await db
    .insert(users)
    .values({
      email: account.email,
      passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      clientId,
      emailVerifiedAt: new Date(),
      // The seller has accepted the terms so the tablet flow is not interrupted; the manager has not, to show the modals.
      eventAgreementVersion: account.roles.includes('seller') ? TERMS_VERSION : '',
      teamAgreementVersion: account.roles.includes('seller') ? TERMS_VERSION : '',
    })
    .returning({ id: users.id });
  return created!.id;
}
