import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import { archiveTour, createTour, createTourTeam, postProduct, postTshirt, productBody, productRow, refusedWriters, variantRows, UNKNOWN_UUID, type TourTeam } from '../../support/catalogue';

let app: AccountsTestApp;
let team: TourTeam;
beforeAll(async () => {
  app = await startAccountsApp();
  team = await createTourTeam(app.db);
});
afterAll(() => app.close());

const tshirt = () => postTshirt(app, team);

function addVariants(token: string | undefined, body: unknown) {
  return app.api('/v1/product-variants', { method: 'POST', token, body });
}

async function titlesOf(productId: string): Promise<string[]> {
  const rows = await variantRows(app.db, productId);
  expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index));
  return rows.map((row) => row.title);
}

describe('POST /v1/product-variants with a variantMatrix', () => {
  it('adds only the combinations the product lacks, each where its colour and size put it', async () => {
    const product = await tshirt();
    const response = await addVariants(team.owner.token, { productId: product.id, variantMatrix: { colors: ['Noir', 'Blanc', 'Rouge'], sizes: ['M', 'XL'] } });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ existing: 2 });
    const created = (response.body as { created: { title: string; position: number; isDefault: boolean; color: string }[] }).created;
    expect(created.map(({ title, position, isDefault }) => ({ title, position, isDefault }))).toEqual([
      { title: 'Noir / XL', position: 2, isDefault: false },
      { title: 'Blanc / XL', position: 5, isDefault: false },
      { title: 'Rouge / M', position: 6, isDefault: false },
      { title: 'Rouge / XL', position: 7, isDefault: false },
    ]);
    expect(await titlesOf(product.id)).toEqual(['Noir / S', 'Noir / M', 'Noir / XL', 'Blanc / S', 'Blanc / M', 'Blanc / XL', 'Rouge / M', 'Rouge / XL']);
    expect((await variantRows(app.db, product.id)).filter((row) => row.isDefault).map((row) => row.title)).toEqual(['Noir / S']);
  });

  it('is idempotent: the same matrix again, whatever its case or spacing, adds nothing', async () => {
    const product = await tshirt();
    const matrix = { colors: ['Vert'], sizes: ['S', 'L'] };
    expect((await addVariants(team.owner.token, { productId: product.id, variantMatrix: matrix })).body).toMatchObject({ existing: 0 });
    const again = await addVariants(team.owner.token, { productId: product.id, variantMatrix: { colors: [' vert ', 'NOIR'], sizes: ['S', 'S'] } });
    expect(again).toMatchObject({ status: 201, body: { created: [], existing: 2 } });
    expect(await titlesOf(product.id)).toEqual(['Noir / S', 'Noir / M', 'Blanc / S', 'Blanc / M', 'Vert / S', 'Vert / L']);
  });

  it('merges values typed twice in the matrix (case and spaces ignored) instead of adding them twice', async () => {
    const product = await tshirt();
    const response = await addVariants(team.owner.token, { productId: product.id, variantMatrix: { colors: ['Gris', 'gris', '  Gris  '], sizes: ['S', 'S'] } });
    expect(response).toMatchObject({ status: 201, body: { existing: 0, created: [{ title: 'Gris / S' }] } });
    expect(await variantRows(app.db, product.id)).toHaveLength(5);
  });

  it('turns a plain product into one with variants (hasVariants)', async () => {
    const product = await postProduct(app, team.owner.token, productBody(team.projectId, { title: 'Tote bag' }));
    expect((await addVariants(team.owner.token, { productId: product.id, variantMatrix: { colors: ['Écru', 'Noir'] } })).status).toBe(201);
    expect(await productRow(app.db, product.id)).toMatchObject({ hasVariants: true });
    expect(await titlesOf(product.id)).toEqual(['Tote bag', 'Écru', 'Noir']);
  });

  it('refuses, all or nothing, a matrix that would take the product past 100 variants with 409 CANT_UPDATE_PRODUCT', async () => {
    const sizes = ['XXS', '2XS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL'];
    const product = await postProduct(app, team.owner.token, productBody(team.projectId, { variantMatrix: { colors: 'ABCDEFGHIJ'.split(''), sizes } }));
    expect(product.variants).toHaveLength(90);
    // 10 new (XXXL in each colour) make exactly 100; 11 colours would make 110.
    expect(await addVariants(team.owner.token, { productId: product.id, variantMatrix: { colors: 'ABCDEFGHIJK'.split(''), sizes: ['XXXL'] } })).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_PRODUCT' } });
    expect(await variantRows(app.db, product.id)).toHaveLength(90);
    expect(await addVariants(team.owner.token, { productId: product.id, variantMatrix: { colors: 'ABCDEFGHIJ'.split(''), sizes: ['XXXL'] } })).toMatchObject({ status: 201, body: { existing: 0 } });
    expect(await variantRows(app.db, product.id)).toHaveLength(100);
  });

  it.each([
    { case: 'an empty matrix', variantMatrix: {}, fields: ['variantMatrix'] },
    { case: 'a matrix with empty lists', variantMatrix: { colors: [], sizes: [] }, fields: ['variantMatrix'] },
    { case: 'an unknown size', variantMatrix: { sizes: ['XXXXXL'] }, fields: ['variantMatrix.sizes.0'] },
    { case: 'a blank colour', variantMatrix: { colors: [' '] }, fields: ['variantMatrix.colors.0'] },
    { case: 'more than 100 combinations', variantMatrix: { colors: 'ABCDEFGHIJK'.split(''), sizes: ['XXS', '2XS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', 'XXXL'] }, fields: ['variantMatrix'] },
  ])('refuses $case with VALIDATION_ERRORS and adds nothing', async ({ variantMatrix, fields }) => {
    const product = await tshirt();
    expect(await addVariants(team.owner.token, { productId: product.id, variantMatrix })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
    expect(await variantRows(app.db, product.id)).toHaveLength(4);
  });

  it('refuses the fields of a single variant next to a matrix, and names productId when it is missing', async () => {
    const product = await tshirt();
    expect(await addVariants(team.owner.token, { productId: product.id, variantMatrix: { sizes: ['L'] }, price: 3000 })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS' } });
    expect(await addVariants(team.owner.token, { variantMatrix: { sizes: ['L'] } })).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields: ['productId'] } });
    expect(await variantRows(app.db, product.id)).toHaveLength(4);
  });

  it('under concurrent requests, adds each combination once and keeps positions 0…n-1', async () => {
    const product = await tshirt();
    const answers = await Promise.all([1, 2, 3].map(() => addVariants(team.owner.token, { productId: product.id, variantMatrix: { colors: ['Noir', 'Vert'], sizes: ['XS', 'L'] } })));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(answers.map((answer) => (answer.body as { created: unknown[] }).created.length).sort()).toEqual([0, 0, 4]);
    expect(await titlesOf(product.id)).toEqual(['Noir / XS', 'Noir / S', 'Noir / M', 'Noir / L', 'Blanc / S', 'Blanc / M', 'Vert / XS', 'Vert / L']);
  });

  describe('who may add them', () => {
    it('a project manager of the tour and a platform admin may', async () => {
      const product = await tshirt();
      expect((await addVariants(team.projectManager.token, { productId: product.id, variantMatrix: { sizes: ['L'], colors: ['Noir'] } })).status).toBe(201);
      expect((await addVariants(team.platformAdmin.token, { productId: product.id, variantMatrix: { sizes: ['L'], colors: ['Blanc'] } })).status).toBe(201);
    });

    it.each(refusedWriters)('$who gets $status $errorCode and nothing is added', async ({ member, status, errorCode }) => {
      const product = await tshirt();
      expect(await addVariants(team[member].token, { productId: product.id, variantMatrix: { sizes: ['L'], colors: ['Noir'] } })).toMatchObject({ status, body: { errorCode } });
      expect(await variantRows(app.db, product.id)).toHaveLength(4);
    });

    it('another tenant’s product is 404 GET_PRODUCT; an archived tour is 403 FORBIDDEN_ON_INACTIVE_PROJECT; an unknown product is 404', async () => {
      const elsewhere = await createTour(app.db);
      const theirs = await postProduct(app, elsewhere.owner.token, productBody(elsewhere.projectId));
      expect(await addVariants(team.owner.token, { productId: theirs.id, variantMatrix: { sizes: ['L'] } })).toMatchObject({ status: 404, body: { errorCode: 'GET_PRODUCT' } });
      expect(await variantRows(app.db, theirs.id)).toHaveLength(1);
      await archiveTour(app.db, elsewhere.projectId);
      expect(await addVariants(elsewhere.owner.token, { productId: theirs.id, variantMatrix: { sizes: ['L'] } })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
      expect(await addVariants(team.owner.token, { productId: UNKNOWN_UUID, variantMatrix: { sizes: ['L'] } })).toMatchObject({ status: 404, body: { errorCode: 'GET_PRODUCT' } });
    });
  });
});
