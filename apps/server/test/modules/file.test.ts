import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let digest: string;
beforeAll(async () => {
  t = await testApp();
  const [blob] = await t.db.query<{ id: string }>(
    "SELECT file_blob_id AS id FROM event WHERE short_name = 'alpine-summit'",
  );
  digest = blob!.id;
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: path, headers });

describe('GET /file/{digest}', () => {
  it('serves the stored blob with its content type, its digest as ETag and six months of caching', async () => {
    const [stored] = await t.db.query<{ content_type: string; size: number }>(
      'SELECT content_type, octet_length(content) AS size FROM file_blob WHERE id = $1',
      [digest],
    );
    const response = await get(`/file/${digest}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(stored!.content_type);
    expect(response.rawPayload.length).toBe(stored!.size);
    expect(response.headers.etag).toBe(digest);
    expect(response.headers['cache-control']).toBe('max-age=15778463');
  });

  it('answers 304 without a body when the browser already holds that digest, quoted or not', async () => {
    for (const tag of [digest, `"${digest}"`, `W/"${digest}"`, `"other", "${digest}"`]) {
      const response = await get(`/file/${digest}`, { 'if-none-match': tag });
      expect(response.statusCode, tag).toBe(304);
      expect(response.body).toBe('');
      expect(response.headers.etag).toBe(digest);
    }
    expect((await get(`/file/${digest}`, { 'if-none-match': `"${'0'.repeat(64)}"` })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed digest', async () => {
    for (const path of [
      `/file/${'0'.repeat(64)}`,
      '/file/not-a-digest',
      `/file/${digest.toUpperCase()}`,
      `/file/${digest}x`,
    ]) {
      const response = await get(path, { 'if-none-match': '*' });
      expect(response.statusCode, path).toBe(404);
    }
  });
});
