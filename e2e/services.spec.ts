import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import type { EventServicesView, ServiceKind, ServiceRequestView } from '../features/services/types';
import { toParisLocal } from '../lib/datetime/paris-time';
import { formatLongDateTime } from '../lib/format';
import { createVerifiedManager } from './support/accounts';
import { callApi } from './support/api';
import { expectAccessible } from './support/axe';
import { signInAs, signInThroughApi } from './support/sign-in';
import { acceptTermsIfAsked } from './support/terms';

/*
 * Issue #16, service requests: from the event page's "Services" card a manager asks for payment terminals and for
 * stand management, follows each request and cancels one at the fee due then; the platform's admins take the next
 * steps at /admin/services. Every journey has its own manager, tour and events (never the demo tour, which other
 * journeys share), made through the API, with performances placed relative to now in Paris time, since every rule
 * counts from the first performance: terminals up to 15 days before, stand management on time from 96 hours, late
 * from 96 down to 72, refused at 72 or less; canceling it costs 50 % from 72 to 48 hours, 100 % under 48.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const STAND = 'Stand du hall';
const PHONE_NUMBER = '+33 6 12 34 56 78';
const KIND = { terminal: 'Terminaux de paiement', standManagement: 'Gestion de stand' } as const satisfies Record<ServiceKind, string>;

interface Organiser {
  email: string;
  company: string;
  projectId: string;
}

interface ServicesEvent {
  id: string;
  name: string;
  projectId: string;
}

/** A name no other journey, nor another run of this one on the same server, uses. */
function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** A fresh organisation and its manager, signed in on `page`, with a tour of its own. */
async function signedInOrganiser(page: Page, request: APIRequestContext, label: string): Promise<Organiser> {
  const company = unique(`Prod services ${label}`);
  const manager = await createVerifiedManager(request, `services-${label}`, company);
  await page.goto('/dashboard/projects');
  await signInAs(page, manager.email, manager.password);
  await acceptTermsIfAsked(page);
  const project = await callApi<{ id: string }>(page, 'POST', '/v1/projects', { name: unique(`Tournée services ${label}`) });
  return { email: manager.email, company, projectId: project.id };
}

/** "YYYY-MM-DDTHH:mm" in Paris, `fromNow` milliseconds from now: what the API takes for a performance. */
function parisIn(fromNow: number): string {
  return toParisLocal(new Date(Date.now() + fromNow));
}

/**
 * A ready event (one performance `startsIn` from now, one stand, no commission, funnel completed) at an address in
 * mainland France unless told otherwise.
 */
async function createServicesEvent(page: Page, organiser: Organiser, label: string, startsIn: number, place = { postcode: '69007', city: 'Lyon' }): Promise<ServicesEvent> {
  const name = unique(`${place.city} ${label}`);
  const event = await callApi<{ id: string }>(page, 'POST', '/v1/events', {
    projectId: organiser.projectId,
    name,
    venueName: 'Halle Tony Garnier',
    addressLine1: '20 place des Docteurs Mérieux',
    postcode: place.postcode,
    city: place.city,
    country: 'FR',
  });
  await callApi(page, 'PATCH', `/v1/events/${event.id}`, { performances: [{ startsAt: parisIn(startsIn) }], commissionType: 'noCommission' });
  await callApi(page, 'POST', '/v1/stands', { eventId: event.id, name: STAND, isCashCompatible: true, changeFund: 12000, sellerIds: [] });
  await callApi(page, 'PUT', `/v1/events/${event.id}/complete-funnel`);
  return { id: event.id, name, projectId: organiser.projectId };
}

/** The event page, once its services card has loaded; gives the card. */
async function openServicesCard(page: Page, event: ServicesEvent): Promise<Locator> {
  await page.goto(`/dashboard/event/projects/${event.projectId}/tour/${event.id}`);
  const card = page.getByRole('region', { name: 'Services', exact: true });
  await expect(card.getByRole('heading', { name: 'Vos demandes', exact: true })).toBeVisible();
  return card;
}

/** A request of the manager's list, by its kind (an event has at most one open request of each kind here). */
function requestItem(card: Locator, kind: ServiceKind): Locator {
  return card.getByTestId('service-request').filter({ has: card.page().getByRole('heading', { name: KIND[kind], exact: true }) });
}

/** The event's services as the API gives them to the manager: the deadlines and due dates the screen must show. */
async function eventServices(page: Page, event: ServicesEvent): Promise<EventServicesView> {
  return callApi<EventServicesView>(page, 'GET', `/v1/events/${event.id}/service-requests`);
}

function requestOf(services: EventServicesView, kind: ServiceKind): ServiceRequestView {
  const request = services.requests.find((candidate) => candidate.kind === kind && candidate.status !== 'canceled');
  if (!request) throw new Error(`no ${kind} request on the event`);
  return request;
}

/** The stand management dialog, filled and sent: the terms box is required, and said so when left unticked. */
async function requestStandManagement(page: Page, card: Locator, { late }: { late: boolean }): Promise<void> {
  await card.getByRole('button', { name: 'Demander la gestion de stand', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Demander la gestion de stand' });
  await expect(dialog).toBeVisible();
  const warning = dialog.getByRole('note');
  if (late) await expect(warning).toHaveText('Demande tardive : à moins de 96 heures de l’événement, elle est acceptée sous réserve de disponibilité de nos équipes.');
  else await expect(warning).toHaveCount(0);
  await expect(dialog.getByText('Annulation : gratuite jusqu’à 72 heures avant l’événement, 50 % du montant entre 72 et 48 heures, 100 % à moins de 48 heures.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Lire les conditions de la prestation (nouvel onglet)' })).toHaveAttribute('href', '/terms/event#article-5');
  await dialog.getByRole('checkbox', { name: STAND, exact: true }).check();
  await dialog.getByLabel('Téléphone', { exact: true }).fill(PHONE_NUMBER);
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(dialog.getByText('Acceptez les conditions pour envoyer la demande.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'J’ai lu et j’accepte les conditions de la prestation de gestion de stand' }).check();
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(dialog).toBeHidden();
  // An earlier request's toast may still be shown: this one is the last.
  await expect(page.getByText('Demande envoyée : vous recevrez un e-mail à chaque étape.').last()).toBeVisible();
}

/** The terminal dialog: `quantity` terminals for the stand, delivered at the venue (prefilled), to the manager. */
async function requestTerminals(page: Page, card: Locator, quantity: number): Promise<void> {
  await card.getByRole('button', { name: 'Demander des terminaux', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Demander des terminaux de paiement' });
  await expect(dialog.getByLabel('Adresse', { exact: true })).toHaveValue('20 place des Docteurs Mérieux');
  await expect(dialog.getByLabel('Code postal')).toHaveValue('69007');
  await dialog.getByLabel(`Nombre de terminaux pour ${STAND}`).fill(String(quantity));
  await dialog.getByLabel('Téléphone', { exact: true }).fill(PHONE_NUMBER);
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(dialog).toBeHidden();
}

/** The stand's cell in the event's stands table under `column`. */
async function standCell(page: Page, column: string): Promise<Locator> {
  const table = page.getByRole('table', { name: 'Stands de l’événement' });
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  const index = headers.indexOf(column);
  expect(index, `column ${column} in ${headers.join(', ')}`).toBeGreaterThan(0);
  // The first column is the stand's name, its row header; the cells come after it.
  return table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: STAND }) }).getByRole('cell').nth(index - 1);
}

/** A second browser, signed in as the demo admin, for the platform's side of a journey. */
async function adminPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport, reducedMotion: 'reduce' });
  const admin = await context.newPage();
  await admin.goto('/admin');
  await signInAs(admin, 'admin@demo.test');
  await expect(admin).toHaveURL(/\/admin$/);
  await acceptTermsIfAsked(admin);
  return admin;
}

/** The admins' list, reached by the navigation's "Services" link. */
async function openAdminServices(admin: Page): Promise<void> {
  await admin.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Services', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/services$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Demandes de services' })).toBeVisible();
}

test('a manager asks for terminals and stand management, the admin acknowledges, prices, confirms and ships, and the manager follows every step', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const organiser = await signedInOrganiser(page, request, 'steps');
  const event = await createServicesEvent(page, organiser, 'Transbordeur', 30 * DAY);

  const card = await openServicesCard(page, event);
  await expect(card.getByText('Aucune demande de service pour cet événement.')).toBeVisible();
  const deadlines = await eventServices(page, event);
  await expect(card.getByText(`À demander au plus tard le ${formatLongDateTime(deadlines.terminalDeadline!)} (15 jours avant la première représentation).`)).toBeVisible();
  await expect(card.getByText(`À demander au plus tard le ${formatLongDateTime(deadlines.standService!.onTimeUntil)} (96 heures avant l’événement).`)).toBeVisible();
  await expect(await standCell(page, 'Terminal de paiement')).toHaveText('Aucun');

  await requestTerminals(page, card, 2);
  await requestStandManagement(page, card, { late: false });

  // Both asked, each with the date by which the platform acknowledges it (48 hours after the request).
  const requested = await eventServices(page, event);
  for (const kind of ['terminal', 'standManagement'] as const) {
    const item = requestItem(card, kind);
    await expect(item.getByTestId('service-status')).toHaveText('Demandée');
    await expect(item).toContainText(`Accusé de réception au plus tard le ${formatLongDateTime(requestOf(requested, kind).due.dueAt!)}`);
    await expect(item.getByText('Tardive', { exact: true })).toHaveCount(0);
  }
  await expect(requestItem(card, 'terminal')).toContainText(`Stands : ${STAND} × 2`);
  await expect(requestItem(card, 'standManagement')).toContainText(`Stands : ${STAND}`);

  // The platform's side, in a browser of its own.
  const admin = await adminPage(browser);
  try {
    await openAdminServices(admin);
    const naming = `${event.name} (${organiser.company})`;
    const rows = admin.getByRole('table', { name: 'Demandes de services, les plus urgentes d’abord' }).getByRole('row').filter({ hasText: event.name });
    const standRow = rows.filter({ hasText: KIND.standManagement });
    const terminalRow = rows.filter({ hasText: KIND.terminal });
    await expect(standRow.getByTestId('service-status')).toHaveText('Demandée');
    await expect(standRow).toContainText('Accusé de réception');
    await expect(standRow).toContainText('Prix à fixer');
    await expect(terminalRow).toContainText(`${STAND} × 2`);

    // The stand service is acknowledged with its price, typed the French way, then confirmed at that price.
    await admin.getByRole('button', { name: `Accuser réception de la demande de gestion de stand pour ${naming}` }).click();
    const quote = admin.getByRole('dialog', { name: 'Accuser réception de la demande de gestion de stand' });
    await quote.getByLabel('Prix de la prestation (€ HT)').fill('1 250,50');
    await quote.getByRole('button', { name: 'Accuser réception' }).click();
    await expect(quote).toBeHidden();
    await expect(standRow.getByTestId('service-status')).toHaveText('Prise en compte');
    await expect(standRow).toContainText('Prix : 1 250,50 € HT');
    // The organiser accepts that price before the platform may confirm it (issue #25): on their side, then the admin's
    // list read again.
    const priced = requestOf(await eventServices(page, event), 'standManagement');
    await callApi(page, 'POST', `/v1/service-requests/${priced.id}/accept-quote`, { expectedQuoteAmount: 125050 });
    await admin.reload();
    await admin.getByRole('button', { name: `Confirmer la gestion de stand pour ${naming}` }).click();
    const confirm = admin.getByRole('dialog', { name: 'Confirmer la gestion de stand ?' });
    await expect(confirm).toContainText('Prix convenu : 1 250,50 € HT.');
    await confirm.getByRole('button', { name: 'Confirmer', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(standRow.getByTestId('service-status')).toHaveText('Confirmée');

    // The terminals are acknowledged, then shipped with the reader their stand's register will use.
    await admin.getByRole('button', { name: `Accuser réception de la demande de terminaux pour ${naming}` }).click();
    const acknowledge = admin.getByRole('dialog', { name: 'Accuser réception de la demande de terminaux ?' });
    await acknowledge.getByRole('button', { name: 'Accuser réception' }).click();
    await expect(acknowledge).toBeHidden();
    await expect(terminalRow.getByTestId('service-status')).toHaveText('Prise en compte');
    await expect(terminalRow).toContainText('Expédition');
    await admin.getByRole('button', { name: `Expédier les terminaux pour ${naming}` }).click();
    const ship = admin.getByRole('dialog', { name: 'Expédier les terminaux' });
    await ship.getByLabel(`Identifiant du terminal : ${STAND} (× 2)`).fill('tmr_e2e_1');
    await ship.getByRole('button', { name: 'Expédier les terminaux' }).click();
    await expect(ship).toBeHidden();
    await expect(terminalRow.getByTestId('service-status')).toHaveText('Expédiée');
    await expect(terminalRow).toContainText('Terminal tmr_e2e_1');
  } finally {
    await admin.context().close();
  }

  // The manager's page, read again: every step reached it, and the stand's card reader is the one shipped.
  await page.reload();
  await expect(card.getByRole('heading', { name: 'Vos demandes', exact: true })).toBeVisible();
  const stand = requestItem(card, 'standManagement');
  await expect(stand.getByTestId('service-status')).toHaveText('Confirmée');
  await expect(stand).toContainText('Prix de la prestation : 1 250,50 € HT');
  const terminals = requestItem(card, 'terminal');
  await expect(terminals.getByTestId('service-status')).toHaveText('Expédiée');
  await expect(terminals).toContainText(`Terminaux : ${STAND} : tmr_e2e_1`);
  await expect(terminals.getByRole('button', { name: 'Annuler la demande « Terminaux de paiement »' })).toHaveCount(0);
  await expect(await standCell(page, 'Terminal de paiement')).toHaveText('tmr_e2e_1');

  // And each step was mailed to the manager, with a link back to this card.
  const mails = (await (await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(organiser.email)}`)).json()) as { subject: string; text: string }[];
  const subjects = mails.map((mail) => mail.subject);
  expect(subjects).toEqual(
    expect.arrayContaining([
      `Demande de terminaux de paiement enregistrée : ${event.name}`,
      `Demande de gestion de stand enregistrée : ${event.name}`,
      `Demande de gestion de stand prise en compte : ${event.name}`,
      `Gestion de stand confirmée : ${event.name}`,
      `Terminaux expédiés : ${event.name}`,
    ]),
  );
  const acknowledged = mails.find((mail) => mail.subject === `Demande de gestion de stand prise en compte : ${event.name}`)!;
  expect(acknowledged.text.replace(/\s+/g, ' ')).toContain('Montant de la prestation : 1 250,50 € HT.');
  expect(acknowledged.text).toContain(`/dashboard/event/projects/${event.projectId}/tour/${event.id}#services`);
});

test('canceling a priced stand service once the event is 60 hours away costs half its price', async ({ page, request }) => {
  const organiser = await signedInOrganiser(page, request, 'cancel');
  const event = await createServicesEvent(page, organiser, 'Sucrière', 100 * HOUR);
  const card = await openServicesCard(page, event);
  await requestStandManagement(page, card, { late: false });
  const item = requestItem(card, 'standManagement');
  await expect(item.getByTestId('service-status')).toHaveText('Demandée');

  // The admin acknowledges it at 1 250,50 € excl. VAT (the screen for this has its own journey above).
  const requestId = requestOf(await eventServices(page, event), 'standManagement').id;
  const adminToken = await signInThroughApi(request, 'admin@demo.test');
  const acknowledged = await request.put(`/api/v1/service-requests/${requestId}/status`, { headers: { authorization: `Bearer ${adminToken}` }, data: { status: 'acknowledged', quoteAmount: 125050 } });
  expect(acknowledged.status(), await acknowledged.text()).toBe(200);

  await page.reload();
  await expect(item.getByTestId('service-status')).toHaveText('Prise en compte');
  await expect(item).toContainText('Prix de la prestation : 1 250,50 € HT');
  await expect(item).toContainText(`Confirmation au plus tard le ${formatLongDateTime(requestOf(await eventServices(page, event), 'standManagement').due.dueAt!)}`);
  // More than 72 hours before, canceling is still free: the manager looks, and keeps it.
  await item.getByRole('button', { name: 'Annuler la demande « Gestion de stand »' }).click();
  const dialog = page.getByRole('dialog', { name: 'Annuler la demande « Gestion de stand » ?' });
  await expect(dialog.getByTestId('cancellation-fee')).toHaveText('L’annulation est gratuite à ce stade.');
  await dialog.getByRole('button', { name: 'Garder la demande' }).click();
  await expect(dialog).toBeHidden();

  // The show moves to 60 hours from now: between 72 and 48 hours, canceling costs 50 % of the price.
  await callApi(page, 'PATCH', `/v1/events/${event.id}`, { performances: [{ startsAt: parisIn(60 * HOUR) }] });
  await page.reload();
  await item.getByRole('button', { name: 'Annuler la demande « Gestion de stand »' }).click();
  await expect(dialog.getByTestId('cancellation-fee')).toHaveText('L’annulation entraîne maintenant des frais de 625,25 € HT, soit 50 % du prix de la prestation (1 250,50 € HT).');
  await dialog.getByRole('button', { name: 'Annuler et payer 625,25 € HT' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Demande annulée', { exact: true })).toBeVisible();
  await expect(item.getByTestId('service-status')).toHaveText('Annulée');
  await expect(item).toContainText('Frais d’annulation : 625,25 € HT');
  await expect(item.getByRole('button', { name: 'Annuler la demande « Gestion de stand »' })).toHaveCount(0);

  // What was kept is what the API holds, read again after a reload.
  await page.reload();
  await expect(item.getByTestId('service-status')).toHaveText('Annulée');
  await expect(item).toContainText('Frais d’annulation : 625,25 € HT');
});

test('what cannot be asked is said before asking: too close, outside mainland France; a late stand service is flagged', async ({ page, request }) => {
  test.setTimeout(120_000);
  const organiser = await signedInOrganiser(page, request, 'rules');

  // 50 hours before the show: both deadlines have passed, and no button offers what would be refused.
  const soon = await createServicesEvent(page, organiser, 'Radiant', 50 * HOUR);
  let card = await openServicesCard(page, soon);
  const closed = await eventServices(page, soon);
  await expect(card.getByText(`Le délai est passé : les terminaux se demandent au plus tard 15 jours avant la première représentation (le ${formatLongDateTime(closed.terminalDeadline!)}).`)).toBeVisible();
  await expect(card.getByText('Le délai est passé : la gestion de stand n’est plus acceptée à 72 heures ou moins de l’événement.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Demander des terminaux' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Demander la gestion de stand' })).toHaveCount(0);

  // In Corsica, a month ahead: terminals may be asked for, the stand service is not offered there.
  const corsica = await createServicesEvent(page, organiser, 'Corse', 30 * DAY, { postcode: '20000', city: 'Ajaccio' });
  card = await openServicesCard(page, corsica);
  await expect(card.getByText('La gestion de stand n’est proposée qu’en France métropolitaine (hors Corse et outre-mer) : l’adresse de cet événement n’y est pas, ou n’a pas de code postal.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Demander la gestion de stand' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Demander des terminaux', exact: true })).toBeVisible();

  // 80 hours before: the stand service is still accepted, as a late request, and the form says so before sending.
  const late = await createServicesEvent(page, organiser, 'Ninkasi', 80 * HOUR);
  card = await openServicesCard(page, late);
  const lateWindow = await eventServices(page, late);
  await expect(card.getByText(`soit avant le ${formatLongDateTime(lateWindow.standService!.refusedFrom)}.`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Demander des terminaux' })).toHaveCount(0);
  await requestStandManagement(page, card, { late: true });
  const item = requestItem(card, 'standManagement');
  await expect(item.getByTestId('service-status')).toHaveText('Demandée');
  await expect(item.getByText('Tardive', { exact: true })).toBeVisible();
});

test('the services card, its dialogs and the admins’ list pass the accessibility checks on a desktop', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(DESKTOP);
  const organiser = await signedInOrganiser(page, request, 'a11y');
  const event = await createServicesEvent(page, organiser, 'Bourse du Travail', 30 * DAY);
  const card = await openServicesCard(page, event);
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Demander des terminaux', exact: true }).click();
  const terminals = page.getByRole('dialog', { name: 'Demander des terminaux de paiement' });
  await expect(terminals).toBeVisible();
  await expectAccessible(page);
  await terminals.getByRole('button', { name: 'Fermer' }).click();
  await expect(terminals).toBeHidden();

  await card.getByRole('button', { name: 'Demander la gestion de stand', exact: true }).click();
  const stand = page.getByRole('dialog', { name: 'Demander la gestion de stand' });
  // With the refusals shown: the form's errors must be as readable as the rest.
  await stand.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(stand.getByText('Choisissez au moins un stand.')).toBeVisible();
  await expectAccessible(page);
  await stand.getByRole('button', { name: 'Fermer' }).click();
  await expect(stand).toBeHidden();

  await requestStandManagement(page, card, { late: false });
  const item = requestItem(card, 'standManagement');
  await expect(item.getByTestId('service-status')).toHaveText('Demandée');
  await expectAccessible(page);
  await item.getByRole('button', { name: 'Annuler la demande « Gestion de stand »' }).click();
  const cancel = page.getByRole('dialog', { name: 'Annuler la demande « Gestion de stand » ?' });
  await expect(cancel.getByTestId('cancellation-fee')).toHaveText('L’annulation est gratuite à ce stade.');
  await expectAccessible(page);
  await cancel.getByRole('button', { name: 'Garder la demande' }).click();
  await expect(cancel).toBeHidden();

  const admin = await adminPage(browser, DESKTOP);
  try {
    await openAdminServices(admin);
    const naming = `${event.name} (${organiser.company})`;
    const button = admin.getByRole('button', { name: `Accuser réception de la demande de gestion de stand pour ${naming}` });
    await expect(button).toBeVisible();
    await expectAccessible(admin);
    await button.click();
    const quote = admin.getByRole('dialog', { name: 'Accuser réception de la demande de gestion de stand' });
    await quote.getByLabel('Prix de la prestation (€ HT)').fill('12,345');
    await quote.getByRole('button', { name: 'Accuser réception' }).click();
    await expect(quote.getByText('Saisissez un montant en euros, positif ou nul, avec au plus deux décimales : par exemple 1 250,50.')).toBeVisible();
    await expectAccessible(admin);
    await quote.getByRole('button', { name: 'Retour' }).click();
    await expect(quote).toBeHidden();
  } finally {
    await admin.context().close();
  }
});

test('on a phone, a manager asks for stand management and follows the request', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const organiser = await signedInOrganiser(page, request, 'phone');
  const event = await createServicesEvent(page, organiser, 'Marché Gare', 10 * DAY);
  const card = await openServicesCard(page, event);
  // Ten days ahead: too late for terminals, on time for the stand service.
  await expect(card.getByRole('button', { name: 'Demander des terminaux' })).toHaveCount(0);
  await requestStandManagement(page, card, { late: false });
  const item = requestItem(card, 'standManagement');
  await expect(item.getByTestId('service-status')).toHaveText('Demandée');
  await expect(item).toContainText(`Accusé de réception au plus tard le ${formatLongDateTime(requestOf(await eventServices(page, event), 'standManagement').due.dueAt!)}`);
  // Nothing is cut off: the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page);
});
