import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

describe('the built web app', () => {
  it('serves index.html fresh at / and at any client route, so deep links work', async () => {
    for (const url of ['/', '/chats/humano/fila/12', '/configuracoes']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).toContain('<title>app</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });
  it('serves hashed assets as immutable', async () => {
    const response = await t.request({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });
  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});
