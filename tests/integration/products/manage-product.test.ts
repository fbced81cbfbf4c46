import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@/features/products/types';
import { startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import {
  allowedReaders,
  archiveTour,
  createTour,
  createTourTeam,
  postProduct,
  productBody,
  productRow,
  refusedReaders,
  refusedWriters,
  uploadImage,
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

function newProduct(overrides: Record<string, unknown> = {}) {
  return postProduct(app, team.owner.token, productBody(team.projectId, overrides));
}

function patch(token: string | undefined, id: string, body: unknown) {
  return app.api(`/v1/products/${id}`, { method: 'PATCH', token, body });
}

describe('GET /v1/products/{id}', () => {
  it('answers the product with its variants in order and its image url', async () => {
    const imageId = await uploadImage(app, team.owner.token);
    const product = await newProduct({ imageId, variantMatrix: { sizes: ['M', 'S'] } });
    const response = await app.api(`/v1/products/${product.id}`, { token: team.owner.token });
    expect(response).toEqual(expect.objectContaining({ status: 200, body: product }));
    expect(response.body).toMatchObject({ imageUrl: `/api/v1/images/${imageId}`, variants: [{ title: 'S' }, { title: 'M' }] });
  });

  it.each(allowedReaders)('%s of the tour reads it', async (member) => {
    const product = await newProduct();
    expect(await app.api(`/v1/products/${product.id}`, { token: team[member].token })).toMatchObject({ status: 200, body: { id: product.id } });
  });

  it.each(refusedReaders)('%s gets 404 GET_PRODUCT', async (member) => {
    const product = await newProduct();
    expect(await app.api(`/v1/products/${product.id}`, { token: team[member].token })).toEqual(expect.objectContaining({ status: 404, body: { errorCode: 'GET_PRODUCT' } }));
  });

  it.each([UNKNOWN_UUID, 'not-a-uuid', '1'])('answers 404 GET_PRODUCT for the id %s (never a 500)', async (id) => {
    expect(await app.api(`/v1/products/${id}`, { token: team.owner.token })).toMatchObject({ status: 404, body: { errorCode: 'GET_PRODUCT' } });
  });

  it('refuses other methods with 405 and Allow', async () => {
    const product = await newProduct();
    const response = await app.api(`/v1/products/${product.id}`, { method: 'PUT', token: team.owner.token, body: {} });
    expect(response).toMatchObject({ status: 405, body: { errorCode: 'METHOD_NOT_ALLOWED' } });
    expect(response.headers.get('allow')).toBe('GET, PATCH, DELETE');
  });
});

describe('PATCH /v1/products/{id}', () => {
  it('changes only the fields sent and dates the change', async () => {
    const product = await newProduct({ reference: 'TS-1', description: 'Coton bio' });
    const response = await patch(team.owner.token, product.id, { price: 2800, vat: 5.5, isOnline: true, availability: 'unavailable', description: null, salesConditions: 'Aucun échange.' });
    expect(response).toMatchObject({
      status: 200,
      body: { id: product.id, title: product.title, category: 'merchandising', reference: 'TS-1', price: 2800, vat: 5.5, isOnline: true, availability: 'unavailable', description: null, salesConditions: 'Aucun échange.' },
    });
    expect(Date.parse(response.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(product.updatedAt));
    expect(await productRow(app.db, product.id)).toMatchObject({ price: 2800, vat: 5.5, description: null, reference: 'TS-1' });
  });

  it('sets and removes the picture', async () => {
    const product = await newProduct();
    const imageId = await uploadImage(app, team.owner.token);
    expect(await patch(team.owner.token, product.id, { imageId })).toMatchObject({ status: 200, body: { imageId, imageUrl: `/api/v1/images/${imageId}` } });
    expect(await patch(team.owner.token, product.id, { imageId: null })).toMatchObject({ status: 200, body: { imageId: null, imageUrl: null } });
  });

  it('renames the default variant of a product without options with it, never a variant with options', async () => {
    const plain = await newProduct({ title: 'Tote bag' });
    expect((await patch(team.owner.token, plain.id, { title: 'Tote bag XL' })).body.variants).toEqual([expect.objectContaining({ title: 'Tote bag XL', isDefault: true })]);
    const sized = await newProduct({ variantMatrix: { sizes: ['S', 'M'] } });
    const renamed = await patch(team.owner.token, sized.id, { title: 'Sweat' });
    expect(renamed.body.variants.map((variant: { title: string }) => variant.title)).toEqual(['S', 'M']);
  });

  it('keeps its own reference when sent again, refuses another product’s with VALIDATION_ERRORS on reference', async () => {
    await newProduct({ reference: 'TAKEN-1' });
    const product = await newProduct({ reference: 'MINE-1' });
    expect((await patch(team.owner.token, product.id, { reference: 'MINE-1', title: 'Même référence' })).status).toBe(200);
    expect(await patch(team.owner.token, product.id, { reference: 'TAKEN-1' })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['reference'] } });
    expect((await productRow(app.db, product.id))?.reference).toBe('MINE-1');
  });

  it('generates the variants of a product that has only its default: the default becomes the first combination', async () => {
    const product = await newProduct();
    const response = await patch(team.owner.token, product.id, { variantMatrix: { colors: ['Noir', 'Blanc'], sizes: ['L', 'M'] } });
    expect(response.status).toBe(200);
    expect(response.body.hasVariants).toBe(true);
    expect(response.body.variants.map((variant: { title: string }) => variant.title)).toEqual(['Noir / M', 'Noir / L', 'Blanc / M', 'Blanc / L']);
    expect(response.body.variants[0]).toMatchObject({ id: product.variants[0]!.id, isDefault: true, color: 'Noir', size: 'M', position: 0 });
  });

  it('refuses a matrix once the product has variants beyond its default with 409 CANT_UPDATE_PRODUCT, and changes nothing', async () => {
    const product = await newProduct({ price: 2000, variantMatrix: { sizes: ['S', 'M'] } });
    const response = await patch(team.owner.token, product.id, { price: 2200, variantMatrix: { sizes: ['L'] } });
    expect(response).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_PRODUCT' } });
    expect((await variantRows(app.db, product.id)).map((variant) => variant.title)).toEqual(['S', 'M']);
    expect((await productRow(app.db, product.id))?.price).toBe(2000);
  });

  it.each([
    { case: 'a blank title', body: { title: ' ' }, fields: ['title'] },
    { case: 'an unknown category', body: { category: 'food' }, fields: ['category'] },
    { case: 'a negative price', body: { price: -100 }, fields: ['price'] },
    { case: 'a price of null', body: { price: null }, fields: ['price'] },
    { case: 'a VAT with 3 decimals', body: { vat: 2.105 }, fields: ['vat'] },
    { case: 'isOnline as text', body: { isOnline: 'true' }, fields: ['isOnline'] },
    { case: 'an unknown availability', body: { availability: 'gone' }, fields: ['availability'] },
    { case: 'an image id that is no uuid', body: { imageId: 'x' }, fields: ['imageId'] },
    { case: 'an unknown image', body: { imageId: UNKNOWN_UUID }, fields: ['imageId'] },
    { case: 'a matrix of more than 100 variants', body: { variantMatrix: { colors: 'ABCDEFGHIJK'.split(''), sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', 'XXXL', '3XL', '4XL'] } }, fields: ['variantMatrix'] },
  ])('refuses $case with VALIDATION_ERRORS and changes nothing', async ({ body, fields }) => {
    const product = await newProduct();
    expect(await patch(team.owner.token, product.id, body)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
    expect(await app.api(`/v1/products/${product.id}`, { token: team.owner.token })).toMatchObject({ status: 200, body: product });
  });

  it('refuses a picture of an organisation outside the tour with VALIDATION_ERRORS on imageId', async () => {
    const product = await newProduct();
    const foreign = await createTour(app.db);
    const imageId = await uploadImage(app, foreign.owner.token);
    expect(await patch(team.owner.token, product.id, { imageId })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['imageId'] } });
    expect((await productRow(app.db, product.id))?.imageId).toBeNull();
  });

  describe('who may change it', () => {
    it('a project manager of the tour and a platform admin may', async () => {
      const product = await newProduct();
      expect(await patch(team.projectManager.token, product.id, { price: 1 })).toMatchObject({ status: 200, body: { price: 1 } });
      expect(await patch(team.platformAdmin.token, product.id, { price: 2 })).toMatchObject({ status: 200, body: { price: 2 } });
    });

    it.each(refusedWriters)('$who gets $status $errorCode and nothing changes', async ({ member, status, errorCode }) => {
      const product = await newProduct({ price: 1000 });
      expect(await patch(team[member].token, product.id, { price: 1 })).toMatchObject({ status, body: { errorCode } });
      expect((await productRow(app.db, product.id))?.price).toBe(1000);
    });

    it('an archived tour refuses with 403 FORBIDDEN_ON_INACTIVE_PROJECT', async () => {
      const { projectId, owner } = await createTour(app.db);
      const product = await postProduct(app, owner.token, productBody(projectId, { price: 1000 }));
      await archiveTour(app.db, projectId);
      expect(await patch(owner.token, product.id, { price: 1 })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
      expect((await productRow(app.db, product.id))?.price).toBe(1000);
    });

    it.each([UNKNOWN_UUID, 'not-a-uuid'])('the id %s is 404 GET_PRODUCT (never a 500)', async (id) => {
      expect(await patch(team.owner.token, id, { price: 1 })).toMatchObject({ status: 404, body: { errorCode: 'GET_PRODUCT' } });
    });
  });
});

describe('DELETE /v1/products/{id}', () => {
  it('deletes the product and its variants with 204; it is then not found', async () => {
    const product: Product = await newProduct({ variantMatrix: { sizes: ['S', 'M', 'L'] } });
    const response = await app.api(`/v1/products/${product.id}`, { method: 'DELETE', token: team.owner.token });
    expect(response).toMatchObject({ status: 204, body: undefined });
    expect(await productRow(app.db, product.id)).toBeUndefined();
    expect(await variantRows(app.db, product.id)).toEqual([]);
    expect(await app.api(`/v1/products/${product.id}`, { token: team.owner.token })).toMatchObject({ status: 404, body: { errorCode: 'GET_PRODUCT' } });
    expect(await app.api(`/v1/products/${product.id}`, { method: 'DELETE', token: team.owner.token })).toMatchObject({ status: 404, body: { errorCode: 'GET_PRODUCT' } });
  });

  it.each(refusedWriters)('$who gets $status $errorCode and the product stays', async ({ member, status, errorCode }) => {
    const product = await newProduct();
    expect(await app.api(`/v1/products/${product.id}`, { method: 'DELETE', token: team[member].token })).toMatchObject({ status, body: { errorCode } });
    expect(await productRow(app.db, product.id)).toBeDefined();
  });

  it('an archived tour refuses with 403 FORBIDDEN_ON_INACTIVE_PROJECT', async () => {
    const { projectId, owner } = await createTour(app.db);
    const product = await postProduct(app, owner.token, productBody(projectId));
    await archiveTour(app.db, projectId);
    expect(await app.api(`/v1/products/${product.id}`, { method: 'DELETE', token: owner.token })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    expect(await productRow(app.db, product.id)).toBeDefined();
  });

  it('a project manager of the tour may; unknown and malformed ids are 404 GET_PRODUCT', async () => {
    const product = await newProduct();
    expect((await app.api(`/v1/products/${product.id}`, { method: 'DELETE', token: team.projectManager.token })).status).toBe(204);
    for (const id of [UNKNOWN_UUID, 'not-a-uuid']) {
      expect(await app.api(`/v1/products/${id}`, { method: 'DELETE', token: team.owner.token })).toMatchObject({ status: 404, body: { errorCode: 'GET_PRODUCT' } });
    }
  });
});
