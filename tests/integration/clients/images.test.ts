import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '@/lib/db/schema';
import { createUser, tokenFor } from '../../support/factories';
import { startAccountsApp, type AccountsTestApp } from '../../support/accounts/accounts-app';
import { postImage, tinyGif, tinyPng } from '../../support/accounts/images';

let app: AccountsTestApp;
let token: string;
beforeAll(async () => {
  app = await startAccountsApp();
  token = await tokenFor(app.db, await createUser(app.db));
});
afterAll(() => app.close());

/** Bytes no file type starts with (fixed, so the test never meets a lucky signature). */
const noiseBytes = Buffer.concat(Array.from({ length: 16 }, (_, index) => createHash('sha256').update(`noise-${index}`).digest()));

async function getImage(url: string) {
  const response = await fetch(`${app.baseUrl}${url}`);
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('POST /v1/images and GET /v1/images/{id}', () => {
  it('stores a real PNG and serves the same bytes as image/png, to anybody', async () => {
    const png = tinyPng();
    const uploaded = await postImage(app.baseUrl, png, { token, contentType: 'image/png' });
    expect(uploaded).toMatchObject({ status: 201, body: { id: expect.any(String), mimeType: 'image/png', sizeBytes: png.length } });
    expect(uploaded.body.url).toBe(`/api/v1/images/${uploaded.body.id}`);

    const served = await getImage(uploaded.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.bytes.equals(png)).toBe(true);
  });

  it('reads the type from the bytes, not from the Content-Type sent', async () => {
    const uploaded = await postImage(app.baseUrl, tinyGif, { token, contentType: 'image/png' });
    expect(uploaded).toMatchObject({ status: 201, body: { mimeType: 'image/gif', sizeBytes: tinyGif.length } });
    expect((await getImage(uploaded.body.url)).headers.get('content-type')).toBe('image/gif');
  });

  it('records the image for the uploader’s client', async () => {
    const user = await createUser(app.db);
    const uploaded = await postImage(app.baseUrl, tinyPng(), { token: await tokenFor(app.db, user) });
    const [row] = await app.db.select().from(images).where(eq(images.id, uploaded.body.id));
    expect(row).toMatchObject({ clientId: user.clientId, createdBy: user.id, mimeType: 'image/png' });
  });

  it('refuses more than 2 MB with 413 IMAGE_FILE_TOO_LARGE', async () => {
    const tooLarge = Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024)]);
    expect(await postImage(app.baseUrl, tooLarge, { token, contentType: 'image/png' })).toMatchObject({ status: 413, body: { errorCode: 'IMAGE_FILE_TOO_LARGE' } });
  });

  it('accepts exactly 2 MB', async () => {
    const atLimit = Buffer.concat([tinyPng(), Buffer.alloc(2 * 1024 * 1024 - tinyPng().length)]);
    expect(await postImage(app.baseUrl, atLimit, { token })).toMatchObject({ status: 201, body: { mimeType: 'image/png', sizeBytes: 2 * 1024 * 1024 } });
  });

  it.each([
    { case: 'bytes of no known type', bytes: noiseBytes, errorCode: 'IMAGE_MIME_DETECTION_FAILED' },
    { case: 'an empty body', bytes: Buffer.alloc(0), errorCode: 'IMAGE_MIME_DETECTION_FAILED' },
    // file-type does not recognise a bare SVG; with its XML declaration it sees application/xml. Refused either way.
    { case: 'a bare SVG', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>'), errorCode: 'IMAGE_MIME_DETECTION_FAILED' },
    { case: 'an SVG with its XML declaration', bytes: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'), errorCode: 'WRONG_MYME_TYPES' },
    { case: 'a PDF', bytes: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'), errorCode: 'WRONG_MYME_TYPES' },
  ])('refuses $case with 415 $errorCode, storing nothing', async ({ bytes, errorCode }) => {
    const user = await createUser(app.db);
    const response = await postImage(app.baseUrl, bytes, { token: await tokenFor(app.db, user), contentType: 'image/png' });
    expect(response).toMatchObject({ status: 415, body: { errorCode } });
    expect(await app.db.select().from(images).where(eq(images.createdBy, user.id))).toEqual([]);
  });

  it('refuses a seller with 403 FORBIDDEN and anonymous callers with 401', async () => {
    const seller = await createUser(app.db, { roles: ['seller'] });
    expect(await postImage(app.baseUrl, tinyPng(), { token: await tokenFor(app.db, seller) })).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await postImage(app.baseUrl, tinyPng())).toMatchObject({ status: 401, body: { errorCode: 'UNAUTHORIZED' } });
  });

  it('answers 404 NOT_FOUND for an unknown id and for an id that is no uuid', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect(await app.api(`/v1/images/${id}`)).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    }
  });
});
