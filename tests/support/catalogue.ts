import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Product } from '@/features/products/types';
import { createProject } from '@/features/projects/server/create-project';
import type { Actor } from '@/lib/auth/actor';
import type { Db } from '@/lib/db';
import { products, productVariants, projectClients, projects, projectSellers, type RoleName } from '@/lib/db/schema';
import { postImage, tinyPng } from './accounts/images';
import { createUser, tokenFor, type TestUser } from './factories';
import type { TestApp } from './test-app';

export const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

export function actorOf(user: TestUser, role: RoleName = user.roles[0]!): Actor {
  return { userId: user.id, role, roles: user.roles, clientId: user.clientId };
}

export interface Member {
  user: TestUser;
  token: string;
}

async function member(db: Db, user: TestUser): Promise<Member> {
  return { user, token: await tokenFor(db, user) };
}

/** A tour created by its owner's manager through createProject, as POST /v1/projects does. */
export async function createTour(db: Db, owner?: TestUser): Promise<{ projectId: string; owner: Member }> {
  const user = owner ?? (await createUser(db));
  const project = await createProject(actorOf(user), { name: `Tournée ${user.id.slice(0, 6)}`, hasZones: false });
  return { projectId: project.id, owner: await member(db, user) };
}

/** A manager of another organisation, added to the tour's team with `role`. */
export async function addTeamClient(db: Db, projectId: string, role: 'admin' | 'projectManager' | 'viewer'): Promise<Member> {
  const user = await createUser(db);
  await db.insert(projectClients).values({ projectId, clientId: user.clientId!, role });
  return member(db, user);
}

export async function addSeller(db: Db, projectId: string): Promise<Member> {
  const user = await createUser(db, { roles: ['seller'], clientId: null });
  await db.insert(projectSellers).values({ projectId, userId: user.id });
  return member(db, user);
}

/** Everybody around a tour: who may read its catalogue, who may change it, and who must not even see it. */
export interface TourTeam {
  projectId: string;
  owner: Member;
  projectManager: Member;
  viewer: Member;
  seller: Member;
  /** A seller of another tour. */
  otherSeller: Member;
  /** A manager of an organisation outside the tour. */
  outsider: Member;
  platformAdmin: Member;
}

export async function createTourTeam(db: Db): Promise<TourTeam> {
  const { projectId, owner } = await createTour(db);
  const elsewhere = await createTour(db);
  return {
    projectId,
    owner,
    projectManager: await addTeamClient(db, projectId, 'projectManager'),
    viewer: await addTeamClient(db, projectId, 'viewer'),
    seller: await addSeller(db, projectId),
    otherSeller: await addSeller(db, elsewhere.projectId),
    outsider: await member(db, await createUser(db)),
    platformAdmin: await member(db, await createUser(db, { roles: ['admin'] })),
  };
}

export async function archiveTour(db: Db, projectId: string): Promise<void> {
  await db.update(projects).set({ status: 'archived' }).where(eq(projects.id, projectId));
}

/** Who may not change a tour's catalogue, and the answer each gets. */
export const refusedWriters = [
  { who: 'a viewer of the tour', member: 'viewer', status: 403, errorCode: 'FORBIDDEN' },
  { who: 'a seller of the tour', member: 'seller', status: 403, errorCode: 'FORBIDDEN' },
  { who: 'a seller of another tour', member: 'otherSeller', status: 404, errorCode: 'GET_PRODUCT' },
  { who: 'a manager of another client', member: 'outsider', status: 404, errorCode: 'GET_PRODUCT' },
] as const;

/** Who may read a tour's catalogue besides its owner. */
export const allowedReaders = ['projectManager', 'viewer', 'seller', 'platformAdmin'] as const;
/** Who must get 404 GET_PRODUCT when reading it. */
export const refusedReaders = ['otherSeller', 'outsider'] as const;

/** A valid POST /v1/products body. */
export function productBody(projectId: string, overrides: Record<string, unknown> = {}) {
  return { projectId, title: 'T-shirt Tournée 2026', category: 'merchandising', price: 2500, vat: 20, ...overrides };
}

export async function postProduct(app: TestApp, token: string, body: Record<string, unknown>): Promise<Product> {
  const response = await app.api('/v1/products', { method: 'POST', token, body });
  expect(response.status).toBe(201);
  return response.body as Product;
}

/** An image uploaded with POST /v1/images by this member's organisation. */
export async function uploadImage(app: TestApp, token: string): Promise<string> {
  const response = await postImage(app.baseUrl, tinyPng(), { token });
  expect(response.status).toBe(201);
  return response.body.id as string;
}

export async function productCount(db: Db, projectId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(products).where(eq(products.projectId, projectId));
  return row!.value;
}

export async function productRow(db: Db, id: string) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  return row;
}

export async function variantRows(db: Db, productId: string) {
  return db.select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(productVariants.position);
}

export async function variantRow(db: Db, id: string) {
  const [row] = await db.select().from(productVariants).where(eq(productVariants.id, id));
  return row;
}

/** A T-shirt in Noir and Blanc, sizes S and M, made through the API by the tour's owner. */
export function postTshirt(app: TestApp, team: TourTeam, overrides: Record<string, unknown> = {}): Promise<Product> {
  return postProduct(app, team.owner.token, productBody(team.projectId, { variantMatrix: { colors: ['Noir', 'Blanc'], sizes: ['S', 'M'] }, ...overrides }));
}
