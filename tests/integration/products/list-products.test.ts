import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@/features/products/types';
import { startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import { allowedReaders, archiveTour, createTour, createTourTeam, postProduct, productBody, refusedReaders, UNKNOWN_UUID, type TourTeam } from '../../support/catalogue';

let app: AccountsTestApp;
let team: TourTeam;
/** The tour's catalogue, in the order it was created. */
let created: Product[];
beforeAll(async () => {
  app = await startAccountsApp();
  team = await createTourTeam(app.db);
  const bodies = [
    { title: 'T-shirt Noir', category: 'merchandising', reference: 'TS-NOIR', isOnline: true, variantMatrix: { colors: ['Noir'], sizes: ['L', 'S', 'M'] } },
    { title: 'Vinyle Live', category: 'phonography', reference: 'VIN-100%', isOnline: true },
    { title: 'Casquette', category: 'accessories', availability: 'unavailable' },
    { title: 'CD Live', category: 'phonography', reference: 'CD-01', availability: 'unavailable' },
    { title: 'Affiche', category: 'other' },
  ];
  created = [];
  for (const body of bodies) created.push(await postProduct(app, team.owner.token, productBody(team.projectId, body)));
  // Another tour's catalogue never shows up here.
  const elsewhere = await createTour(app.db);
  await postProduct(app, elsewhere.owner.token, productBody(elsewhere.projectId, { title: 'T-shirt Noir', reference: 'TS-NOIR' }));
});
afterAll(() => app.close());

function list(token: string | undefined, query: string) {
  return app.api(`/v1/products?${query}`, { token });
}

const titlesOf = (body: { data: Product[] }) => body.data.map((product) => product.title);

describe('GET /v1/products', () => {
  it('lists the tour’s catalogue newest first as { data, meta }, each product with its variants in order', async () => {
    const response = await list(team.owner.token, `projectId=${team.projectId}`);
    expect(response.status).toBe(200);
    expect(titlesOf(response.body)).toEqual(['Affiche', 'CD Live', 'Casquette', 'Vinyle Live', 'T-shirt Noir']);
    expect(response.body.meta).toEqual({ page: 1, limit: 50, total: 5 });
    const tshirt = response.body.data.find((product: Product) => product.title === 'T-shirt Noir');
    expect(tshirt).toEqual(created[0]);
    expect(tshirt.variants.map((variant: { title: string }) => variant.title)).toEqual(['Noir / S', 'Noir / M', 'Noir / L']);
  });

  it('pages with page and limit, total counting every match', async () => {
    const response = await list(team.owner.token, `projectId=${team.projectId}&limit=2&page=2`);
    expect(response).toMatchObject({ status: 200, body: { meta: { page: 2, limit: 2, total: 5 } } });
    expect(titlesOf(response.body)).toEqual(['Casquette', 'Vinyle Live']);
    const beyond = await list(team.owner.token, `projectId=${team.projectId}&limit=2&page=4`);
    expect(beyond).toMatchObject({ status: 200, body: { data: [], meta: { page: 4, limit: 2, total: 5 } } });
  });

  it.each([
    { filter: 'category[]=phonography', titles: ['CD Live', 'Vinyle Live'] },
    { filter: 'category[]=accessories&category[]=other', titles: ['Affiche', 'Casquette'] },
    { filter: 'isOnline=true', titles: ['Vinyle Live', 'T-shirt Noir'] },
    { filter: 'isOnline=false', titles: ['Affiche', 'CD Live', 'Casquette'] },
    { filter: 'availability=unavailable', titles: ['CD Live', 'Casquette'] },
    { filter: 'availability=available', titles: ['Affiche', 'Vinyle Live', 'T-shirt Noir'] },
    { filter: 'q=live', titles: ['CD Live', 'Vinyle Live'] },
    { filter: 'q=ts-noir', titles: ['T-shirt Noir'] },
    { filter: `q=${encodeURIComponent('100%')}`, titles: ['Vinyle Live'] },
    { filter: 'q=%25', titles: ['Vinyle Live'] },
    { filter: 'q=_', titles: [] },
    { filter: 'category[]=phonography&availability=unavailable&q=cd', titles: ['CD Live'] },
  ])('filters with $filter', async ({ filter, titles }) => {
    const response = await list(team.owner.token, `projectId=${team.projectId}&${filter}`);
    expect(response.status).toBe(200);
    expect(titlesOf(response.body)).toEqual(titles);
    expect(response.body.meta.total).toBe(titles.length);
  });

  it('answers an empty page for a tour without products', async () => {
    const { projectId, owner } = await createTour(app.db);
    expect(await list(owner.token, `projectId=${projectId}`)).toMatchObject({ status: 200, body: { data: [], meta: { page: 1, limit: 50, total: 0 } } });
  });

  it.each([
    { case: 'no projectId', query: '', fields: ['projectId'] },
    { case: 'a projectId that is no uuid', query: 'projectId=tour-2026', fields: ['projectId'] },
    { case: 'an unknown category', query: 'category[]=food', fields: ['category.0'] },
    { case: 'a category without brackets', query: 'category=phonography', fields: ['category'] },
    { case: 'isOnline=yes', query: 'isOnline=yes', fields: ['isOnline'] },
    { case: 'an unknown availability', query: 'availability=soon', fields: ['availability'] },
    { case: 'page 0', query: 'page=0', fields: ['page'] },
    { case: 'a limit of 201', query: 'limit=201', fields: ['limit'] },
    { case: 'a search of 101 characters', query: `q=${'x'.repeat(101)}`, fields: ['q'] },
  ])('refuses $case with VALIDATION_ERRORS', async ({ query, fields }) => {
    const projectId = fields.includes('projectId') ? '' : `projectId=${team.projectId}&`;
    expect(await list(team.owner.token, `${projectId}${query}`)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERRORS', fields } });
  });

  describe('who may read the catalogue', () => {
    it.each(allowedReaders)('%s reads it', async (member) => {
      const response = await list(team[member].token, `projectId=${team.projectId}`);
      expect(response).toMatchObject({ status: 200, body: { meta: { total: 5 } } });
    });

    it.each(refusedReaders)('%s gets 404 GET_PRODUCT and no data', async (member) => {
      const response = await list(team[member].token, `projectId=${team.projectId}`);
      expect(response).toEqual(expect.objectContaining({ status: 404, body: { errorCode: 'GET_PRODUCT' } }));
    });

    it('an unknown tour is 404 GET_PRODUCT', async () => {
      expect(await list(team.owner.token, `projectId=${UNKNOWN_UUID}`)).toMatchObject({ status: 404, body: { errorCode: 'GET_PRODUCT' } });
    });

    it('an archived tour’s catalogue is still readable', async () => {
      const { projectId, owner } = await createTour(app.db);
      await postProduct(app, owner.token, productBody(projectId));
      await archiveTour(app.db, projectId);
      expect(await list(owner.token, `projectId=${projectId}`)).toMatchObject({ status: 200, body: { meta: { total: 1 } } });
    });

    it('an anonymous caller gets 401 UNAUTHORIZED', async () => {
      expect(await list(undefined, `projectId=${team.projectId}`)).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
    });
  });
});
