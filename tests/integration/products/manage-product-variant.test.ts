import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductVariant } from '@/features/products/types';
import { startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import {
  archiveTour,
  createTour,
  createTourTeam,
  postProduct,
  postTshirt,
  productBody,
  productRow,
  refusedWriters,
  variantRow,
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

function patchVariant(token: string | undefined, id: string, body: unknown) {
  return app.api(`/v1/product-variants/${id}`, { method: 'PATCH', token, body });
}

function deleteVariant(token: string | undefined, id: string) {
  return app.api(`/v1/product-variants/${id}`, { method: 'DELETE', token });
}

async function titlesOf(productId: string): Promise<string[]> {
  const rows = await variantRows(app.db, productId);
  expect(rows.map((row) => row.position)).toEqual(rows.map((_, index) => index));
  return rows.map((row) => row.title);
}

const variantOf = (product: Product, title: string): ProductVariant => product.variants.find((variant) => variant.title === title)!;

describe('PATCH /v1/product-variants/{id}', () => {
  it('changes its own price and reference only', async () => {
    const product = await tshirt();
    const noirM = variantOf(product, 'Noir / M');
    const response = await patchVariant(team.owner.token, noirM.id, { price: 2700, reference: 'TS-N-M' });
    expect(response).toMatchObject({ status: 200, body: { ...noirM, price: 2700, reference: 'TS-N-M', updatedAt: expect.any(String) } });
    expect(await patchVariant(team.owner.token, noirM.id, { price: null })).toMatchObject({ status: 200, body: { price: null, reference: 'TS-N-M' } });
  });

  it('re-titles a variant whose title was automatic and moves it where its new size belongs; a custom title stays', async () => {
    const product = await tshirt();
    const response = await patchVariant(team.owner.token, variantOf(product, 'Noir / M').id, { size: 'XS' });
    expect(response).toMatchObject({ status: 200, body: { title: 'Noir / XS', size: 'XS', position: 0 } });
    expect(await titlesOf(product.id)).toEqual(['Noir / XS', 'Noir / S', 'Blanc / S', 'Blanc / M']);

    const custom = await patchVariant(team.owner.token, variantOf(product, 'Blanc / S').id, { title: 'Blanc S édition' });
    expect(custom.body.title).toBe('Blanc S édition');
    expect((await patchVariant(team.owner.token, custom.body.id, { style: 'Col V' })).body).toMatchObject({ title: 'Blanc S édition', style: 'Col V' });
    expect((await patchVariant(team.owner.token, custom.body.id, { title: '' })).body).toMatchObject({ title: 'Blanc / S / Col V' });
  });

  it('moves a variant to the position sent', async () => {
    const product = await tshirt();
    expect(await patchVariant(team.owner.token, variantOf(product, 'Blanc / M').id, { position: 0 })).toMatchObject({ status: 200, body: { position: 0 } });
    expect(await titlesOf(product.id)).toEqual(['Blanc / M', 'Noir / S', 'Noir / M', 'Blanc / S']);
  });

  it('makes another variant the default; the default cannot be unset, which is 409 CANT_UPDATE_PRODUCT_VARIANT', async () => {
    const product = await tshirt();
    const [first, second] = product.variants;
    expect(await patchVariant(team.owner.token, second!.id, { isDefault: true })).toMatchObject({ status: 200, body: { id: second!.id, isDefault: true } });
    expect(await variantRow(app.db, first!.id)).toMatchObject({ isDefault: false });
    expect(await patchVariant(team.owner.token, second!.id, { isDefault: false })).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_PRODUCT_VARIANT' } });
    expect((await variantRows(app.db, product.id)).filter((row) => row.isDefault).map((row) => row.id)).toEqual([second!.id]);
  });

  it('refuses attributes that another variant of the product has with 409 CANT_UPDATE_PRODUCT_VARIANT, and changes nothing', async () => {
    const product = await tshirt();
    const noirM = variantOf(product, 'Noir / M');
    expect(await patchVariant(team.owner.token, noirM.id, { color: 'BLANC', price: 1 })).toMatchObject({ status: 409, body: { errorCode: 'CANT_UPDATE_PRODUCT_VARIANT' } });
    expect(await variantRow(app.db, noirM.id)).toMatchObject({ color: 'Noir', size: 'M', price: null });
    // Its own attributes again are no clash.
    expect((await patchVariant(team.owner.token, noirM.id, { color: 'noir' })).status).toBe(200);
  });

  it.each([
    { case: 'an unknown size', body: { size: 'XXXXXL' }, fields: ['size'] },
    { case: 'a colour of 51 characters', body: { color: 'c'.repeat(51) }, fields: ['color'] },
    { case: 'a negative price', body: { price: -1 }, fields: ['price'] },
    { case: 'a position of 101', body: { position: 101 }, fields: ['position'] },
    { case: 'isDefault as text', body: { isDefault: 'yes' }, fields: ['isDefault'] },
    { case: 'no attribute left and no title', body: { color: null, size: null, title: null }, fields: ['title'] },
  ])('refuses $case with VALIDATION_ERRORS and changes nothing', async ({ body, fields }) => {
    const product = await tshirt();
    const blancM = variantOf(product, 'Blanc / M');
    expect(await patchVariant(team.owner.token, blancM.id, body)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
    expect(await variantRow(app.db, blancM.id)).toMatchObject({ title: 'Blanc / M', color: 'Blanc', size: 'M', price: null, position: 3 });
  });

  it('refuses a reference of another variant of the tour with VALIDATION_ERRORS on reference', async () => {
    const product = await tshirt();
    await patchVariant(team.owner.token, variantOf(product, 'Noir / S').id, { reference: 'SKU-NS' });
    expect(await patchVariant(team.owner.token, variantOf(product, 'Noir / M').id, { reference: 'SKU-NS' })).toMatchObject({
      status: 400,
      body: { errorCode: 'VALIDATION_ERRORS', fields: ['reference'] },
    });
  });

  describe('who may change one', () => {
    it.each(refusedWriters)('$who gets $status $errorCode and nothing changes', async ({ member, status, errorCode }) => {
      const product = await tshirt();
      const noirS = variantOf(product, 'Noir / S');
      expect(await patchVariant(team[member].token, noirS.id, { price: 1 })).toMatchObject({ status, body: { errorCode } });
      expect((await variantRow(app.db, noirS.id))?.price).toBeNull();
    });

    it('a platform admin may; an archived tour refuses with FORBIDDEN_ON_INACTIVE_PROJECT', async () => {
      const { projectId, owner } = await createTour(app.db);
      const product = await postProduct(app, owner.token, productBody(projectId));
      const variantId = product.variants[0]!.id;
      expect(await patchVariant(team.platformAdmin.token, variantId, { price: 5 })).toMatchObject({ status: 200, body: { price: 5 } });
      await archiveTour(app.db, projectId);
      expect(await patchVariant(owner.token, variantId, { price: 1 })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
      expect((await variantRow(app.db, variantId))?.price).toBe(5);
    });

    it.each([UNKNOWN_UUID, 'not-a-uuid'])('the id %s is 404 GET_PRODUCT (never a 500)', async (id) => {
      expect(await patchVariant(team.owner.token, id, { price: 1 })).toMatchObject({ status: 404, body: { errorCode: 'GET_PRODUCT' } });
    });
  });
});

describe('DELETE /v1/product-variants/{id}', () => {
  it('deletes a variant with 204; the others close the gap, and hasVariants turns false with the default alone', async () => {
    const product = await postProduct(app, team.owner.token, productBody(team.projectId, { variantMatrix: { sizes: ['S', 'M', 'L'] } }));
    expect(await deleteVariant(team.owner.token, variantOf(product, 'M').id)).toMatchObject({ status: 204, body: undefined });
    expect(await titlesOf(product.id)).toEqual(['S', 'L']);
    expect((await productRow(app.db, product.id))?.hasVariants).toBe(true);
    expect((await deleteVariant(team.owner.token, variantOf(product, 'L').id)).status).toBe(204);
    expect(await productRow(app.db, product.id)).toMatchObject({ hasVariants: false });
    expect(await deleteVariant(team.owner.token, variantOf(product, 'L').id)).toMatchObject({ status: 404, body: { errorCode: 'GET_PRODUCT' } });
  });

  it('refuses the default with 409 DEFAULT_VARIANT_CANNOT_BE_REMOVED; once another is the default, it can go', async () => {
    const product = await tshirt();
    const [first, second] = product.variants;
    expect(await deleteVariant(team.owner.token, first!.id)).toMatchObject({ status: 409, body: { errorCode: 'DEFAULT_VARIANT_CANNOT_BE_REMOVED' } });
    expect(await variantRow(app.db, first!.id)).toBeDefined();
    await patchVariant(team.owner.token, second!.id, { isDefault: true });
    expect((await deleteVariant(team.owner.token, first!.id)).status).toBe(204);
  });

  it.each(refusedWriters)('$who gets $status $errorCode and the variant stays', async ({ member, status, errorCode }) => {
    const product = await tshirt();
    const noirM = variantOf(product, 'Noir / M');
    expect(await deleteVariant(team[member].token, noirM.id)).toMatchObject({ status, body: { errorCode } });
    expect(await variantRow(app.db, noirM.id)).toBeDefined();
  });

  it('an archived tour refuses with FORBIDDEN_ON_INACTIVE_PROJECT; unknown and malformed ids are 404 GET_PRODUCT', async () => {
    const { projectId, owner } = await createTour(app.db);
    const product = await postProduct(app, owner.token, productBody(projectId, { variantMatrix: { sizes: ['S', 'M'] } }));
    await archiveTour(app.db, projectId);
    expect(await deleteVariant(owner.token, product.variants[1]!.id)).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN_ON_INACTIVE_PROJECT' } });
    expect(await variantRows(app.db, product.id)).toHaveLength(2);
    for (const id of [UNKNOWN_UUID, 'not-a-uuid']) {
      expect(await deleteVariant(team.owner.token, id)).toMatchObject({ status: 404, body: { errorCode: 'GET_PRODUCT' } });
    }
  });
});
