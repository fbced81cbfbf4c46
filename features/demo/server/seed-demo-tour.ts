import { and, eq, sql } from 'drizzle-orm';
import { completeEventFunnel } from '@/features/events/server/complete-event-funnel';
import { startEvent } from '@/features/events/server/change-event-status';
import { createEvent } from '@/features/events/server/create-event';
import { setEventAttendance } from '@/features/events/server/set-attendance';
import { updateEvent } from '@/features/events/server/update-event';
import { createEventSchema, updateEventSchema } from '@/features/events/schemas';
import { createProduct } from '@/features/products/server/create-product';
import { createProductSchema } from '@/features/products/schemas';
import { createProject } from '@/features/projects/server/create-project';
import { createStand } from '@/features/stands/server/create-stand';
import { createStandSchema } from '@/features/stands/schemas';
import type { Actor } from '@/lib/auth/actor';
import { toParisDate } from '@/lib/datetime/paris-time';
import type { Db } from '@/lib/db';
import { projects, projectSellers, users } from '@/lib/db/schema';
import { demoPastDay } from './demo-past-day';

export const DEMO_TOUR_NAME = 'Tournée Démo 2026';
/** Today's date, started: its stands sell, its shop collects. */
export const DEMO_TODAY_EVENT = 'Nantes – Le Zénith';
/** The past date: started here, stocked and sold by the sales seed, closed by the closing seed. */
export const DEMO_PAST_EVENT = 'Lille – L’Aéronef';
const DAY = 24 * 60 * 60 * 1000;

/** Each date's day from today; null for the past date, on demoPastDay. */
/** `capacity`: the room's seats; `attendance`: how many came (the past date's only: the others have not happened). */
const demoEvents = [
  { name: DEMO_TODAY_EVENT, venueName: 'Zénith Nantes Métropole', city: 'Saint-Herblain', postcode: '44800', offsetDays: 0, state: 'inProgress', capacity: 8500, attendance: null },
  { name: 'Lyon – La Halle Tony Garnier', venueName: 'Halle Tony Garnier', city: 'Lyon', postcode: '69007', offsetDays: 30, state: 'pending', capacity: 17_000, attendance: null },
  { name: DEMO_PAST_EVENT, venueName: 'L’Aéronef', city: 'Lille', postcode: '59000', offsetDays: null, state: 'inProgress', capacity: 2000, attendance: 1850 },
] as const;

const demoProducts = [
  { title: 'T-shirt Logo Tournée', category: 'merchandising', reference: 'TS-LOGO', price: 2500, vat: 20, variantMatrix: { sizes: ['S', 'M', 'L', 'XL'], colors: ['Noir', 'Blanc'], materials: [], styles: [] } },
  { title: 'Sweat à capuche', category: 'merchandising', reference: 'HD-TOUR', price: 5500, vat: 20, variantMatrix: { sizes: ['S', 'M', 'L', 'XL'], colors: ['Noir', 'Gris chiné'], materials: [], styles: [] } },
  { title: 'Casquette brodée', category: 'accessories', reference: 'CAP-01', price: 2000, vat: 20 },
  { title: 'Tote bag', category: 'accessories', reference: 'TOTE-01', price: 1500, vat: 20 },
  { title: 'Bracelet tissé', category: 'accessories', reference: 'BRC-01', price: 800, vat: 20 },
  { title: 'Vinyle « Nuits Blanches »', category: 'phonography', reference: 'LP-NB', price: 3000, vat: 5.5 },
  { title: 'CD « Nuits Blanches »', category: 'phonography', reference: 'CD-NB', price: 1500, vat: 5.5 },
  { title: 'Affiche dédicacée', category: 'other', reference: 'AFF-01', price: 1200, vat: 20 },
] as const;

/**
 * The demo manager's tour: 3 dates (one today and started, one to come, one past, started here and closed by
 * seed-demo-closing.ts after its sales), 2 stands each with the demo seller (the balcony takes no cash, but at the past
 * date), and 8 products across the four categories. Made through the real operations; idempotent.
 */
export async function seedDemoTour(db: Db, demoClientId: string): Promise<void> {
  const [existing] = await db.select({ id: projects.id }).from(projects).where(and(eq(projects.ownerClientId, demoClientId), eq(projects.name, DEMO_TOUR_NAME)));
  if (existing) return;
  const [manager] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, 'manager@demo.test'));
  const [seller] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, 'seller@demo.test'));
  if (!manager || !seller) return;
  const actor: Actor = { userId: manager.id, role: 'client', roles: ['client'], clientId: demoClientId };

  const now = Date.now();
  const project = await createProject(actor, { name: DEMO_TOUR_NAME, description: 'La tournée de démonstration : dates, stands et catalogue.', startDate: toParisDate(new Date(now - 45 * DAY)), endDate: toParisDate(new Date(now + 90 * DAY)), hasZones: false });
  // Added directly rather than through addSeller, which would e-mail the demo seller at every fresh start.
  await db.insert(projectSellers).values({ projectId: project.id, userId: seller.id }).onConflictDoNothing();

  for (const product of demoProducts) {
    await createProduct(actor, createProductSchema.parse({ projectId: project.id, isOnline: true, availability: 'available', ...product }));
  }

  for (const demo of demoEvents) {
    const event = await createEvent(actor, createEventSchema.parse({ projectId: project.id, name: demo.name, venueName: demo.venueName, city: demo.city, postcode: demo.postcode, country: 'FR' }));
    const day = demo.offsetDays === null ? demoPastDay(new Date(now)) : toParisDate(new Date(now + demo.offsetDays * DAY));
    const dated = await updateEvent(
      actor,
      event.id,
      updateEventSchema.parse({ rooms: [{ name: 'Grande salle', capacity: demo.capacity }], performances: [{ room: 'Grande salle', startsAt: `${day}T20:30` }], commissionType: 'theatreFee', theaterFeeAmount: 20, theaterFeeVat: 20 }),
    );
    if (demo.attendance !== null) await setEventAttendance(actor, event.id, { performances: [{ performanceId: dated.performances[0]!.id, attendance: demo.attendance }] });
    for (const name of ['Stand principal', 'Stand balcon']) {
      // The past date's venue had no network: its tablets sold offline, in cash only, at both stands (seed-demo-sales.ts).
      const isCashCompatible = name === 'Stand principal' || demo.name === DEMO_PAST_EVENT;
      await createStand(actor, createStandSchema.parse({ eventId: event.id, name, isCashCompatible, changeFund: 15000, sellerIds: [seller.id] }));
    }
    await completeEventFunnel(actor, event.id);
    if (demo.state !== 'pending') await startEvent(actor, event.id);
  }
}
