import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import {
  addTeamClient,
  archiveTour,
  createTour,
  createTourTeam,
  postProduct,
  productBody,
  productCount,
  productRow,
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

function post(token: string | undefined, body: unknown) {
  return app.api('/v1/products', { method: 'POST', token, body });
}

describe('POST /v1/products', () => {
  it('creates a product with 201, its defaults and its one default variant titled like it', async () => {
    const response = await post(team.owner.token, productBody(team.projectId, { title: '  Tote bag  ', category: 'accessories', price: 1500, vat: 20 }));
    expect(response).toMatchObject({
      status: 201,
      body: {
        id: expect.any(String),
        projectId: team.projectId,
        title: 'Tote bag',
        category: 'accessories',
        reference: null,
        isOnline: false,
        price: 1500,
        vat: 20,
        description: null,
        availability: 'available',
        supplyTerms: null,
        salesConditions: null,
        imageId: null,
        imageUrl: null,
        hasVariants: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
    expect(response.body.variants).toEqual([
      expect.objectContaining({ productId: response.body.id, title: 'Tote bag', color: null, size: null, material: null, style: null, reference: null, price: null, isDefault: true, position: 0 }),
    ]);
    expect(await productRow(app.db, response.body.id)).toMatchObject({ title: 'Tote bag', price: 1500, hasVariants: false });
  });

  it('keeps every field sent: reference, online, a French reduced VAT rate, texts, availability and a picture of the organisation', async () => {
    const imageId = await uploadImage(app, team.owner.token);
    const fields = {
      title: 'Vinyle « Live à l’Olympia »',
      category: 'phonography',
      reference: 'VIN-OLY-01',
      isOnline: true,
      price: 3000,
      vat: 5.5,
      description: 'Double vinyle 180 g.',
      availability: 'unavailable',
      supplyTerms: 'Réassort sous 10 jours.',
      salesConditions: 'Ni repris ni échangé.',
      imageId,
    };
    const response = await post(team.owner.token, { projectId: team.projectId, ...fields });
    expect(response).toMatchObject({ status: 201, body: { ...fields, imageUrl: `/api/v1/images/${imageId}` } });
    expect(await productRow(app.db, response.body.id)).toMatchObject({ reference: 'VIN-OLY-01', vat: 5.5, isOnline: true, availability: 'unavailable', imageId });
  });

  it('turns emptied optional texts into null', async () => {
    const response = await post(team.owner.token, productBody(team.projectId, { reference: '  ', description: '', supplyTerms: ' ', salesConditions: '' }));
    expect(response).toMatchObject({ status: 201, body: { reference: null, description: null, supplyTerms: null, salesConditions: null } });
  });

  it('generates the 3 × 4 matrix: colours in the order given, sizes in the spec’s order, the first combination as default', async () => {
    const product = await postProduct(
      app,
      team.owner.token,
      productBody(team.projectId, { variantMatrix: { colors: ['Noir', 'Blanc', 'Rouge'], sizes: ['XL', 'S', 'L', 'M'] } }),
    );
    expect(product.hasVariants).toBe(true);
    expect(product.variants.map((variant) => variant.title)).toEqual([
      'Noir / S', 'Noir / M', 'Noir / L', 'Noir / XL',
      'Blanc / S', 'Blanc / M', 'Blanc / L', 'Blanc / XL',
      'Rouge / S', 'Rouge / M', 'Rouge / L', 'Rouge / XL',
    ]);
    expect(product.variants.map((variant) => variant.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(product.variants.filter((variant) => variant.isDefault).map((variant) => variant.title)).toEqual(['Noir / S']);
    expect(product.variants[6]).toMatchObject({ color: 'Blanc', size: 'L', material: null, style: null, price: null });
    expect(await variantRows(app.db, product.id)).toHaveLength(12);
  });

  it('removes duplicate sizes and colours from the matrix; a single combination is the default alone (hasVariants false)', async () => {
    const deduplicated = await postProduct(app, team.owner.token, productBody(team.projectId, { variantMatrix: { colors: ['Noir', 'noir '], sizes: ['M', 'S', 'M'] } }));
    expect(deduplicated.variants.map((variant) => variant.title)).toEqual(['Noir / S', 'Noir / M']);
    const single = await postProduct(app, team.owner.token, productBody(team.projectId, { variantMatrix: { materials: ['Coton bio'] } }));
    expect(single).toMatchObject({ hasVariants: false, variants: [{ title: 'Coton bio', material: 'Coton bio', isDefault: true }] });
  });

  it.each([
    { case: 'no title', body: { title: undefined }, fields: ['title'] },
    { case: 'a blank title', body: { title: '   ' }, fields: ['title'] },
    { case: 'a title of 201 characters', body: { title: 'x'.repeat(201) }, fields: ['title'] },
    { case: 'no category', body: { category: undefined }, fields: ['category'] },
    { case: 'an unknown category', body: { category: 'food' }, fields: ['category'] },
    { case: 'no price', body: { price: undefined }, fields: ['price'] },
    { case: 'a negative price', body: { price: -1 }, fields: ['price'] },
    { case: 'a price in euros with decimals', body: { price: 25.5 }, fields: ['price'] },
    { case: 'a price sent as text', body: { price: '2500' }, fields: ['price'] },
    { case: 'a price above 100 000 €', body: { price: 10_000_001 }, fields: ['price'] },
    { case: 'no VAT', body: { vat: undefined }, fields: ['vat'] },
    { case: 'a VAT above 100', body: { vat: 100.01 }, fields: ['vat'] },
    { case: 'a negative VAT', body: { vat: -5.5 }, fields: ['vat'] },
    { case: 'a VAT with 3 decimals', body: { vat: 5.555 }, fields: ['vat'] },
    { case: 'isOnline as text', body: { isOnline: 'yes' }, fields: ['isOnline'] },
    { case: 'an unknown availability', body: { availability: 'soldOut' }, fields: ['availability'] },
    { case: 'a reference of 101 characters', body: { reference: 'R'.repeat(101) }, fields: ['reference'] },
    { case: 'a description of 5001 characters', body: { description: 'd'.repeat(5001) }, fields: ['description'] },
    { case: 'supply terms of 5001 characters', body: { supplyTerms: 's'.repeat(5001) }, fields: ['supplyTerms'] },
    { case: 'sales conditions of 5001 characters', body: { salesConditions: 'c'.repeat(5001) }, fields: ['salesConditions'] },
    { case: 'an image id that is no uuid', body: { imageId: 'photo.png' }, fields: ['imageId'] },
    { case: 'an unknown image', body: { imageId: UNKNOWN_UUID }, fields: ['imageId'] },
    { case: 'an unknown size in the matrix', body: { variantMatrix: { sizes: ['M', 'XXXXXL'] } }, fields: ['variantMatrix.sizes.1'] },
    { case: 'a blank colour in the matrix', body: { variantMatrix: { colors: ['Noir', ' '] } }, fields: ['variantMatrix.colors.1'] },
    { case: 'a matrix of more than 100 variants', body: { variantMatrix: { colors: 'ABCDEFGH'.split(''), sizes: ['XXS', '2XS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', 'XXXL', '3XL', 'XXXXL', '4XL'] } }, fields: ['variantMatrix'] },
    { case: 'a matrix that is a text', body: { variantMatrix: 'S,M,L' }, fields: ['variantMatrix'] },
  ])('refuses $case with VALIDATION_ERRORS and creates nothing', async ({ body, fields }) => {
    const { projectId, owner } = await createTour(app.db);
    const response = await post(owner.token, productBody(projectId, body));
    expect(response).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
    expect(await productCount(app.db, projectId)).toBe(0);
  });

  it.each([
    { case: 'no projectId', projectId: undefined },
    { case: 'a projectId that is no uuid', projectId: 'tour-2026' },
  ])('refuses $case with VALIDATION_ERRORS on projectId', async ({ projectId }) => {
    const response = await post(team.owner.token, productBody(projectId as never));
    expect(response).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['projectId'] } });
  });

  it('accepts a picture uploaded by another organisation of the tour’s team, refuses one of an organisation outside it', async () => {
    const partner = await addTeamClient(app.db, team.projectId, 'projectManager');
    const partnerImage = await uploadImage(app, partner.token);
    expect(await post(team.owner.token, productBody(team.projectId, { imageId: partnerImage }))).toMatchObject({ status: 201, body: { imageId: partnerImage } });

    const { projectId, owner } = await createTour(app.db);
    const response = await post(owner.token, productBody(projectId, { imageId: partnerImage }));
    expect(response).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['imageId'] } });
    expect(await productCount(app.db, projectId)).toBe(0);
  });

  it('refuses a reference already used in the tour with VALIDATION_ERRORS on reference; another tour may use it', async () => {
    const { projectId, owner } = await createTour(app.db);
    await postProduct(app, owner.token, productBody(projectId, { reference: 'TS-2026' }));
    expect(await post(owner.token, productBody(projectId, { title: 'Autre', reference: 'TS-2026' }))).toMatchObject({
      status: 400,
      body: { errorCode: 'VALIDATION_ERRORS', fields: ['reference'] },
    });
    expect(await productCount(app.db, projectId)).toBe(1);
    expect((await post(team.owner.token, productBody(team.projectId, { reference: 'TS-2026' }))).status).toBe(201);
    // Products without a reference never clash.
    expect((await post(owner.token, productBody(projectId))).status).toBe(201);
    expect((await post(owner.token, productBody(projectId))).status).toBe(201);
  });

  it('under concurrent requests, gives a reference to one product only', async () => {
    const { projectId, owner } = await createTour(app.db);
    const responses = await Promise.all([1, 2, 3].map((n) => post(owner.token, productBody(projectId, { title: `Produit ${n}`, reference: 'SAME-REF' }))));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 400, 400]);
    expect(await productCount(app.db, projectId)).toBe(1);
  });

  describe('who may create', () => {
    it('a project manager of the tour and a platform admin may', async () => {
      expect((await post(team.projectManager.token, productBody(team.projectId))).status).toBe(201);
      expect((await post(team.platformAdmin.token, productBody(team.projectId))).status).toBe(201);
    });

    it.each(refusedWriters)('$who gets $status $errorCode and nothing is created', async ({ member, status, errorCode }) => {
      const before = await productCount(app.db, team.projectId);
      expect(await post(team[member].token, productBody(team.projectId))).toMatchObject({ status, body: { errorCode } });
      expect(await productCount(app.db, team.projectId)).toBe(before);
    });

    it('an unknown tour is 404 GET_PRODUCT', async () => {
      expect(await post(team.owner.token, productBody(UNKNOWN_UUID))).toMatchObject({ status: 404, body: { errorCode: 'GET_PRODUCT' } });
    });

    it('an archived tour refuses with 403 FORBIDDEN_ON_INACTIVE_PROJECT', async () => {
      const { projectId, owner } = await createTour(app.db);
      await archiveTour(app.db, projectId);
      expect(await post(owner.token, productBody(projectId))).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
      expect(await productCount(app.db, projectId)).toBe(0);
    });

    it('an anonymous caller gets 401 UNAUTHORIZED', async () => {
      expect(await post(undefined, productBody(team.projectId))).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
    });
  });
});
