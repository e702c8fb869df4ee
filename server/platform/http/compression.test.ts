import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

// A build as scripts/vite/precompress.ts leaves it: each text file with its .br and .gz beside it.
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"rida ${i}"`).join(',')}];\n`;
const INDEX_HTML = `<!doctype html><html lang="et"><body><div id="root">${'<p>Veoturg</p>'.repeat(100)}</div></body></html>`;

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'veoturg-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  for (const [name, text] of [
    ['assets/app-abc123.js', SCRIPT],
    ['index.html', INDEX_HTML],
  ] as const) {
    const file = path.join(webDist, name);
    await fs.writeFile(file, text);
    await fs.writeFile(`${file}.br`, zlib.brotliCompressSync(text));
    await fs.writeFile(`${file}.gz`, zlib.gzipSync(text));
  }
  t = await createTestApp({}, { webDist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressed responses', () => {
  it('sends a built asset as its brotli copy when the browser accepts br', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when only gzip is accepted, and the file itself without Accept-Encoding', async () => {
    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends index.html compressed, for the SPA routes too, and still revalidated', async () => {
    for (const url of ['/', '/minu-kuulutused']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX_HTML);
    }
  });

  it('compresses a large JSON answer on the fly: br, or gzip when only gzip is accepted', async () => {
    const plain = await get('/api/reference');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/reference', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get('/api/reference', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small JSON answer uncompressed', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual(expect.any(Object));
  });

  it('never compresses the event stream, which must reach the browser as it is written', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { headers, first } = await new Promise<{ headers: http.IncomingHttpHeaders; first: string }>(
      (resolve, reject) => {
        const req = http.get(`${base}/api/events`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
          res.once('data', (chunk: Buffer) => {
            resolve({ headers: res.headers, first: chunk.toString() });
            req.destroy();
          });
        });
        req.on('error', reject);
      },
    );
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
    expect(first).toContain('retry: 2000');
  });
});
