import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import {
  allowedReaders,
  archiveTour,
  createTour,
  createTourTeam,
  postProduct,
  postTshirt,
  productBody,
  productRow,
  refusedReaders,
  refusedWriters,
  variantRows,
  UNKNOWN_UUID,
  type TourTeam,
} from '../../support/catalogue';

let app: AccountsTestApp;
let team: TourTeam;
beforeAll(async () => {
  app = await startAccountsApp();
  team = await createTourTeam(app.db);
});
afterAll(() => app.close());

const tshirt = (overrides: Record<string, unknown> = {}) => postTshirt(app, team, overrides);

function postVariant(token: string | undefined, body: unknown) {
  return app.api('/v1/product-variants', { method: 'POST', token, body });
}

async function titlesOf(productId: string): Promise<string[]> {
  const rows = await variantRows(app.db, productId);
  expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index));
  return rows.map((row) => row.title);
}

describe('GET /v1/product-variants', () => {
  it('lists a product’s variants in order as { data, meta }, paged', async () => {
    const product = await tshirt();
    const response = await app.api(`/v1/product-variants?productId=${product.id}`, { token: team.owner.token });
    expect(response).toMatchObject({ status: 200, body: { data: product.variants, meta: { page: 1, limit: 50, total: 4 } } });
    const page = await app.api(`/v1/product-variants?productId=${product.id}&limit=3&page=2`, { token: team.owner.token });
    expect(page.body).toEqual({ data: [product.variants[3]], meta: { page: 2, limit: 3, total: 4 } });
  });

  it.each([
    { case: 'no productId', query: '', fields: ['productId'] },
    { case: 'a productId that is no uuid', query: 'productId=abc', fields: ['productId'] },
  ])('refuses $case with VALIDATION_ERRORS', async ({ query, fields }) => {
    expect(await app.api(`/v1/product-variants?${query}`, { token: team.owner.token })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
  });

  it.each(allowedReaders)('%s of the tour reads them', async (member) => {
    const product = await tshirt();
    expect(await app.api(`/v1/product-variants?productId=${product.id}`, { token: team[member].token })).toMatchObject({ status: 200, body: { meta: { total: 4 } } });
  });

  it.each(refusedReaders)('%s gets 404 GET_PRODUCT', async (member) => {
    const product = await tshirt();
    expect(await app.api(`/v1/product-variants?productId=${product.id}`, { token: team[member].token })).toEqual(expect.objectContaining({ status: 404, body: { errorCode: 'GET_PRODUCT' } }));
  });

  it('an unknown product is 404 GET_PRODUCT', async () => {
    expect(await app.api(`/v1/product-variants?productId=${UNKNOWN_UUID}`, { token: team.owner.token })).toMatchObject({ status: 404, body: { errorCode: 'GET_PRODUCT' } });
  });
});

describe('POST /v1/product-variants', () => {
  it('adds a size later where the spec’s order puts it, titled from its attributes, and the others move down', async () => {
    const product = await tshirt();
    const response = await postVariant(team.owner.token, { productId: product.id, color: 'Noir', size: 'XS' });
    expect(response).toMatchObject({
      status: 201,
      body: { id: expect.any(String), productId: product.id, title: 'Noir / XS', color: 'Noir', size: 'XS', material: null, style: null, reference: null, price: null, isDefault: false, position: 0 },
    });
    expect(await titlesOf(product.id)).toEqual(['Noir / XS', 'Noir / S', 'Noir / M', 'Blanc / S', 'Blanc / M']);
    await postVariant(team.owner.token, { productId: product.id, color: 'Blanc', size: 'XL' });
    await postVariant(team.owner.token, { productId: product.id, color: 'Rouge', size: 'S' });
    expect(await titlesOf(product.id)).toEqual(['Noir / XS', 'Noir / S', 'Noir / M', 'Blanc / S', 'Blanc / M', 'Blanc / XL', 'Rouge / S']);
  });

  it('gives a plain product its first variant: hasVariants becomes true', async () => {
    const product = await postProduct(app, team.owner.token, productBody(team.projectId, { title: 'Vinyle' }));
    const response = await postVariant(team.owner.token, { productId: product.id, title: 'Vinyle rouge', reference: 'VIN-R', price: 3500 });
    expect(response).toMatchObject({ status: 201, body: { title: 'Vinyle rouge', color: null, reference: 'VIN-R', price: 3500, position: 1 } });
    expect(await productRow(app.db, product.id)).toMatchObject({ hasVariants: true });
    expect(await titlesOf(product.id)).toEqual(['Vinyle', 'Vinyle rouge']);
  });

  it('keeps a custom title and goes to the position asked, clamped to the end', async () => {
    const product = await tshirt();
    expect(await postVariant(team.owner.token, { productId: product.id, color: 'Vert', size: 'M', title: 'Vert édition limitée', position: 1 })).toMatchObject({
      status: 201,
      body: { title: 'Vert édition limitée', position: 1 },
    });
    expect(await postVariant(team.owner.token, { productId: product.id, material: 'Lin', position: 99 })).toMatchObject({ status: 201, body: { title: 'Lin', position: 5 } });
    expect(await titlesOf(product.id)).toEqual(['Noir / S', 'Vert édition limitée', 'Noir / M', 'Blanc / S', 'Blanc / M', 'Lin']);
  });

  it.each([
    { case: 'no productId', body: { productId: undefined }, fields: ['productId'] },
    { case: 'a productId that is no uuid', body: { productId: 'tshirt' }, fields: ['productId'] },
    { case: 'neither an attribute nor a title', body: { color: undefined, size: undefined }, fields: ['title'] },
    { case: 'only blank texts', body: { color: ' ', size: undefined, title: '' }, fields: ['title'] },
    { case: 'an unknown size', body: { size: 'XXXXXL' }, fields: ['size'] },
    { case: 'a colour of 51 characters', body: { color: 'c'.repeat(51) }, fields: ['color'] },
    { case: 'a material of 51 characters', body: { material: 'm'.repeat(51) }, fields: ['material'] },
    { case: 'a style of 51 characters', body: { style: 's'.repeat(51) }, fields: ['style'] },
    { case: 'a title of 201 characters', body: { title: 't'.repeat(201) }, fields: ['title'] },
    { case: 'a reference of 101 characters', body: { reference: 'r'.repeat(101) }, fields: ['reference'] },
    { case: 'a negative price', body: { price: -1 }, fields: ['price'] },
    { case: 'a price with decimals', body: { price: 12.5 }, fields: ['price'] },
    { case: 'a negative position', body: { position: -1 }, fields: ['position'] },
  ])('refuses $case with VALIDATION_ERRORS and adds nothing', async ({ body, fields }) => {
    const product = await tshirt();
    const response = await postVariant(team.owner.token, { productId: product.id, color: 'Vert', size: 'L', ...body });
    expect(response).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
    expect(await variantRows(app.db, product.id)).toHaveLength(4);
  });

  it('refuses attributes the product already has (whatever the case or title) with 409 CANT_UPDATE_PRODUCT_VARIANT', async () => {
    const product = await tshirt();
    for (const body of [{ color: 'noir', size: 'M' }, { color: ' Noir ', size: 'M', title: 'Autre titre' }]) {
      expect(await postVariant(team.owner.token, { productId: product.id, ...body })).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_PRODUCT_VARIANT' } });
    }
    const vinyl = await postProduct(app, team.owner.token, productBody(team.projectId, { title: 'Vinyle' }));
    expect(await postVariant(team.owner.token, { productId: vinyl.id, title: 'vinyle' })).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_PRODUCT_VARIANT' } });
    expect(await variantRows(app.db, product.id)).toHaveLength(4);
  });

  it('refuses a reference used by a variant of the tour with VALIDATION_ERRORS on reference; another tour may use it', async () => {
    const first = await tshirt();
    await postVariant(team.owner.token, { productId: first.id, color: 'Vert', size: 'S', reference: 'SKU-VERT-S' });
    const second = await tshirt();
    expect(await postVariant(team.owner.token, { productId: second.id, color: 'Vert', size: 'S', reference: 'SKU-VERT-S' })).toMatchObject({
      status: 400,
      body: { errorCode: 'VALIDATION_ERRORS', fields: ['reference'] },
    });
    const elsewhere = await createTour(app.db);
    const theirs = await postProduct(app, elsewhere.owner.token, productBody(elsewhere.projectId));
    expect((await postVariant(elsewhere.owner.token, { productId: theirs.id, size: 'S', reference: 'SKU-VERT-S' })).status).toBe(201);
  });

  it('under concurrent requests, adds the same attributes once and keeps positions 0…n-1', async () => {
    const product = await tshirt();
    const same = await Promise.all([1, 2, 3].map(() => postVariant(team.owner.token, { productId: product.id, color: 'Vert', size: 'M' })));
    expect(same.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    const sizes = await Promise.all(['XS', 'L', 'XL', 'XXL'].map((size) => postVariant(team.owner.token, { productId: product.id, color: 'Noir', size })));
    expect(sizes.map((response) => response.status)).toEqual([201, 201, 201, 201]);
    expect(await titlesOf(product.id)).toEqual(['Noir / XS', 'Noir / S', 'Noir / M', 'Noir / L', 'Noir / XL', 'Noir / XXL', 'Blanc / S', 'Blanc / M', 'Vert / M']);
  });

  it('refuses a 101st variant with 409 CANT_UPDATE_PRODUCT', async () => {
    const sizes = ['XXS', '2XS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', 'XXXL'];
    const product = await postProduct(app, team.owner.token, productBody(team.projectId, { variantMatrix: { colors: 'ABCDEFGHIJ'.split(''), sizes } }));
    expect(product.variants).toHaveLength(100);
    expect(await postVariant(team.owner.token, { productId: product.id, color: 'K', size: 'M' })).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_PRODUCT' } });
    expect(await variantRows(app.db, product.id)).toHaveLength(100);
  });

  describe('who may add one', () => {
    it('a project manager of the tour and a platform admin may', async () => {
      const product = await tshirt();
      expect((await postVariant(team.projectManager.token, { productId: product.id, size: 'L', color: 'Noir' })).status).toBe(201);
      expect((await postVariant(team.platformAdmin.token, { productId: product.id, size: 'L', color: 'Blanc' })).status).toBe(201);
    });

    it.each(refusedWriters)('$who gets $status $errorCode and nothing is added', async ({ member, status, errorCode }) => {
      const product = await tshirt();
      expect(await postVariant(team[member].token, { productId: product.id, size: 'L', color: 'Noir' })).toMatchObject({ status, body: { errorCode } });
      expect(await variantRows(app.db, product.id)).toHaveLength(4);
    });

    it('an archived tour refuses with 403 FORBIDDEN_ON_INACTIVE_PROJECT; an unknown product is 404 GET_PRODUCT', async () => {
      const { projectId, owner } = await createTour(app.db);
      const product = await postProduct(app, owner.token, productBody(projectId));
      await archiveTour(app.db, projectId);
      expect(await postVariant(owner.token, { productId: product.id, size: 'L' })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
      expect(await variantRows(app.db, product.id)).toHaveLength(1);
      expect(await postVariant(owner.token, { productId: UNKNOWN_UUID, size: 'L' })).toMatchObject({ status: 404, body: { errorCode: 'GET_PRODUCT' } });
    });
  });
});
