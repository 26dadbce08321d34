/**
 * Issue 28, high finding 2, against the production server: bodies POSTed to Waku's /RSC/* (and to
 * pages) were read whole with no login and no Origin (one 300 MB body took the server from 482 MB
 * to 1.34 GB of RSS, and it stayed), and pages answered any method with 200. Now a POST to /RSC/*
 * must come from our origin and is capped (src/host/middleware/page-requests.ts), and a page
 * answers 405 to anything but GET, HEAD and OPTIONS. The site's own RSC navigation still works.
 */
import http from 'node:http';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { hydrated } from './support/hydration.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const MB = 1024 * 1024;

interface Sent {
  status: number;
  ms: number;
  sentMb: number;
  allow: string | undefined;
}

/**
 * POSTs (or `method`s) a body of `totalMb` MB in 1 MB writes, declared with Content-Length or
 * chunked, and stops writing as soon as the server answers, as a well-behaved client would.
 */
function sendBig(
  path: string,
  options: { totalMb: number; chunked: boolean; method?: string; headers?: Record<string, string> },
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const chunk = Buffer.alloc(MB, 0x61);
    const total = options.totalMb * MB;
    let sent = 0;
    let answered = false;
    const headers: Record<string, string> = { 'content-type': 'text/plain', origin: ORIGIN, ...options.headers };
    // Said outright: Node's client sends a DELETE's body unframed unless told to chunk it.
    headers[options.chunked ? 'transfer-encoding' : 'content-length'] = options.chunked ? 'chunked' : String(total);
    const request = http.request(`${ORIGIN}${path}`, { method: options.method ?? 'POST', headers });
    request.on('response', (response) => {
      answered = true;
      response.resume();
      const allow = response.headers.allow;
      resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, sentMb: sent / MB, allow });
      request.destroy();
    });
    request.on('error', (error) => {
      if (!answered) reject(new Error(`${options.method ?? 'POST'} ${path}: ${error.message} after ${sent / MB} MB`));
    });
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

/** The server's resident memory in MB, from /metrics (the e2e server's METRICS_TOKEN). */
async function rssMb(request: APIRequestContext): Promise<number> {
  const response = await request.get('/metrics', { headers: { authorization: 'Bearer e2e-only-metrics-token-0123456789' } });
  const line = /^process_resident_memory_bytes (\d+)/m.exec(await response.text());
  return Number(line![1]) / MB;
}

test('a 300 MB body to /RSC/* is refused with 413 at once, declared or chunked, and memory does not grow', async ({ request }) => {
  const before = await rssMb(request);
  for (const chunked of [false, true]) {
    for (const path of ['/RSC/F/0123456789abcdef/action.txt', '/RSC/R/en.txt']) {
      const answer = await sendBig(path, { totalMb: 300, chunked });
      expect(answer.status, `${path} ${chunked ? 'chunked' : 'declared'}`).toBe(413);
      expect(answer.ms).toBeLessThan(5_000);
      // What the client wrote before it saw the answer: socket buffers, not the body.
      expect(answer.sentMb).toBeLessThan(64);
    }
  }
  // Four at once, as in the report (2.48 GB before).
  const four = await Promise.all(
    [0, 1, 2, 3].map((i) => sendBig('/RSC/F/0123456789abcdef/action.txt', { totalMb: 300, chunked: i % 2 === 0 })),
  );
  expect(four.map((answer) => answer.status)).toEqual([413, 413, 413, 413]);
  // Before the fix each body added about 900 MB that stayed; noise of the running server is far less.
  expect((await rssMb(request)) - before).toBeLessThan(150);
});

test('a POST to /RSC/* from another site, or with no origin at all, is refused (403) unread', async () => {
  for (const headers of [{ origin: 'https://evil.example' }, { origin: '' }]) {
    const answer = await sendBig('/RSC/F/0123456789abcdef/action.txt', { totalMb: 300, chunked: true, headers });
    expect(answer.status).toBe(403);
    expect(answer.sentMb).toBeLessThan(64);
  }
});

test('pages answer 405 with Allow to TRACE, PUT, DELETE, PATCH and POST; the API keeps its methods', async ({ request }) => {
  for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'POST']) {
    const answer = await sendBig('/en/build', { totalMb: method === 'TRACE' ? 0 : 300, chunked: method !== 'TRACE', method });
    expect(answer.status, method).toBe(405);
    expect(answer.allow).toBe('GET, HEAD, OPTIONS');
    expect(answer.sentMb).toBeLessThan(64);
  }
  // Waku's no-JavaScript server-action path (a multipart POST to a page) read the whole body too.
  const multipart = await sendBig('/en', { totalMb: 300, chunked: false, headers: { 'content-type': 'multipart/form-data; boundary=x' } });
  expect(multipart.status).toBe(405);
  for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH']) {
    const answer = await sendBig('/RSC/R/en.txt', { totalMb: 0, chunked: false, method });
    expect(answer.status, method).toBe(405);
    expect(answer.allow).toBe('GET, HEAD, POST, OPTIONS');
  }
  // The public API's CORS preflight and its writes are the API's own business.
  const preflight = await request.fetch('/api/v1/plan', {
    method: 'OPTIONS',
    headers: { origin: 'https://runners-tool.example', 'access-control-request-method': 'POST' },
  });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()['access-control-allow-origin']).toBe('*');
  const plan = await request.post('/api/v1/plan', { data: { plan: { bands: [{ goal: '3:30:00' }], distanceM: 42195 } } });
  expect(plan.status()).toBe(200);
});

test('an /RSC/ address Waku cannot read is a 404, a server function asked for with GET a 405: no 500s', async ({ request }) => {
  for (const path of ['/RSC/', '/RSC/%zz', '/RSC/R', '/RSC/R/en', '/RSC/R/_root.txt', '/RSC/_.txt', '/RSC/R/.txt']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  const fn = await request.get('/RSC/F/abc/action.txt');
  expect(fn.status()).toBe(405);
  expect(fn.headers().allow).toBe('POST, OPTIONS');
  expect((await request.get('/RSC/R/en/faq.txt')).status()).toBe(200);
});

test("the site's own RSC requests still work: client navigation, and a same-origin POST to /RSC/*", async ({ page, request }) => {
  await page.goto('/en');
  const faq = page.locator('footer a[href="/en/faq"]').first();
  await hydrated(faq);
  const rsc = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/RSC/'));
  await faq.click();
  expect((await rsc).status()).toBe(200);
  await expect(page).toHaveURL(/\/en\/faq$/);
  await expect(page.locator('h1')).toBeVisible();
  // The way Waku's client posts parameters that are not a query string (encodeReply's text).
  const posted = await request.post('/RSC/R/en.txt', { headers: { origin: ORIGIN, 'content-type': 'text/plain' }, data: '{"query":""}' });
  expect(posted.status()).toBe(200);
  expect(await posted.text()).toContain('"root"');
});

test('a NUL or control character in a path or query answers 400 (a page, or the API error JSON), never a 500', async ({ request }) => {
  const pages = ['/en/course/%00', '/fr/parcours/boston%00', '/en/calendar?q=%00', '/en/news/%01', '/en/build?settings=%00'];
  for (const path of pages) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
    expect(response.headers()['content-type'], path).toMatch(/text\/html/);
  }
  for (const path of ['/api/courses/%00', '/api/v1/predict?distance=half&time=1:45:00%00', '/api/calendar/events?q=%00']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(400);
    expect(await response.json(), path).toMatchObject({ message: 'The request could not be read.' });
  }
  // Tabs and line breaks in a query are text, not an attack: the search page answers.
  expect((await request.get('/en/search?q=berlin%0Amarathon')).status()).toBe(200);
});
