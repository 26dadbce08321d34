/**
 * Issue 28, high finding 2: bodies sent to the pages and to Waku's /RSC/* were read whole, with no
 * login and no Origin (a 300 MB POST left the server at 1.3 GB of RSS), and any method rendered
 * the page. The host's pageRequests middleware, in front of a handler that reads whatever body it
 * gets (as Waku does). The same checks run against the production server in tests/e2e/startup.spec.ts.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { pageRequests, RSC_BODY_LIMIT } from './middleware/page-requests.ts';
import { statusOf } from './middleware/error-mapping.ts';

const ORIGIN = 'http://paceband.test';
const CHUNK = 16 * 1024;

/** A body of `total` bytes made as it is read, counting what the server pulled. */
function countedBody(total: number): { body: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      const size = Math.min(CHUNK, total - pulled);
      pulled += size;
      controller.enqueue(new Uint8Array(size).fill(0x61));
    },
  });
  return { body, pulled: () => pulled };
}

function app() {
  return new Hono()
    .use(pageRequests({ trustedOrigins: () => [] }))
    .all('*', async (c) => c.text(`read ${(await c.req.arrayBuffer()).byteLength}`))
    .onError((error, c) => c.text(error.message, statusOf(error) as 400));
}

async function post(path: string, init: RequestInit & { duplex?: 'half' } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('origin')) headers.set('origin', ORIGIN);
  return app().request(`${ORIGIN}${path}`, { method: 'POST', ...init, headers });
}

describe('POST bodies to /RSC/* are capped (issue 28)', () => {
  it('a declared Content-Length over the cap is a 413 before any byte is read', async () => {
    const { body, pulled } = countedBody(300 * 1024 * 1024);
    const answer = await post('/RSC/F/abc/action.txt', {
      body,
      duplex: 'half',
      headers: { 'content-length': String(300 * 1024 * 1024) },
    });
    expect(answer.status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(2 * CHUNK);
  });

  it('a chunked body is counted as it streams and cut at the cap', async () => {
    const { body, pulled } = countedBody(300 * 1024 * 1024);
    const answer = await post('/RSC/R/en.txt', { body, duplex: 'half' });
    expect(answer.status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(RSC_BODY_LIMIT + 2 * CHUNK);
  });

  it('a form-sized body from our own origin reaches the framework', async () => {
    const answer = await post('/RSC/F/abc/action.txt', { body: 'x'.repeat(10_000) });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('read 10000');
    const { body } = countedBody(RSC_BODY_LIMIT);
    expect(await (await post('/RSC/R/en.txt', { body, duplex: 'half' })).text()).toBe(`read ${RSC_BODY_LIMIT}`);
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['no Origin, Sec-Fetch-Site or Referer', { origin: '' }],
    ['a cross-site fetch', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
  ])('a POST from %s is refused (403) unread', async (_name, headers) => {
    const { body, pulled } = countedBody(1024);
    const answer = await post('/RSC/F/abc/action.txt', { body, duplex: 'half', headers });
    expect(answer.status).toBe(403);
    expect(pulled()).toBeLessThanOrEqual(CHUNK);
  });
});

describe('/RSC/ addresses Waku cannot read are refused before it tries (they were 500s with a stack)', () => {
  const get = (path: string, method = 'GET') => app().request(`${ORIGIN}${path}`, { method });

  it.each([
    '/RSC/',
    '/RSC/%zz',
    '/RSC/R/%E0%A4%A.txt',
    '/RSC/R',
    '/RSC/R/en',
    '/RSC/R.txt',
    '/RSC/R/.txt',
    '/RSC/R/_root.txt',
    '/RSC/_.txt',
    '/RSC/S/slice.txt',
  ])('GET %s is a 404, unseen by the framework', async (path) => {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    expect(await answer.text()).not.toMatch(/^read/);
  });

  it('a malformed address is a 404 for a POST too, before its origin or body is looked at', async () => {
    const { body, pulled } = countedBody(1024 * 1024);
    const answer = await post('/RSC/F/%zz/action.txt', { body, duplex: 'half', headers: { origin: 'https://evil.example' } });
    expect(answer.status).toBe(404);
    expect(pulled()).toBeLessThanOrEqual(CHUNK);
  });

  it('a server function asked for with GET or HEAD is a 405 that allows POST only', async () => {
    for (const method of ['GET', 'HEAD']) {
      const answer = await get('/RSC/F/abc/action.txt', method);
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('POST, OPTIONS');
    }
    expect((await get('/RSC/F/abc/action.txt', 'OPTIONS')).headers.get('allow')).toBe('POST, OPTIONS');
  });

  it("the router's own addresses reach the framework, escapes and all", async () => {
    for (const path of ['/RSC/R/en.txt', '/RSC/R/fr/parcours/abc.txt?query=', '/RSC/R/es/calendario/caf%C3%A9.txt']) {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toBe('read 0');
    }
  });
});

describe('methods a page does not take (issue 28)', () => {
  // TRACE cannot be sent through a fetch Request (it is forbidden there): tests/e2e/startup.spec.ts
  // sends it to the real server. PROPFIND stands for any other method Node's parser accepts.
  it.each(['PUT', 'DELETE', 'PATCH', 'POST', 'PROPFIND'])('%s on a page is a 405 with Allow, body unread', async (method) => {
    const { body, pulled } = countedBody(1024 * 1024);
    const answer = await post('/en/build', { method, body, duplex: 'half' });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(pulled()).toBeLessThanOrEqual(CHUNK);
  });

  it.each(['PUT', 'DELETE', 'PATCH', 'PROPFIND'])('%s on /RSC/* is a 405 that allows POST', async (method) => {
    const answer = await post('/RSC/R/en.txt', { method });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, HEAD, POST, OPTIONS');
  });

  it('OPTIONS on a page answers 204 with Allow and no CORS grant', async () => {
    const answer = await app().request(`${ORIGIN}/en`, { method: 'OPTIONS', headers: { origin: 'https://other.example' } });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('GET and HEAD on pages and /RSC/* pass', async () => {
    for (const path of ['/en', '/RSC/R/en.txt?query=']) {
      expect((await app().request(`${ORIGIN}${path}`)).status).toBe(200);
      expect((await app().request(`${ORIGIN}${path}`, { method: 'HEAD' })).status).toBe(200);
    }
  });

  it.each([
    ['PUT', '/api/themes/1'],
    ['DELETE', '/api/bands/saved/1'],
    ['PATCH', '/api/anything'],
    ['OPTIONS', '/api/v1/plan'],
    ['POST', '/healthz'],
  ])('%s %s is left to the API and its own caps', async (method, path) => {
    const answer = await app().request(`${ORIGIN}${path}`, { method });
    expect(answer.status).toBe(200);
  });
});
