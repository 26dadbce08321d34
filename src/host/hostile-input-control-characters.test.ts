/**
 * Issue 28: a NUL byte in a URL slug or query gave a 500 in a dozen places (PostgreSQL refuses NUL
 * in text). The host's check answers 400 first, as the error mapping words it: JSON for the API,
 * the error page for pages. The production server is checked too (tests/e2e/request-limits.spec.ts).
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { controlCharacters } from './middleware/control-characters.ts';
import { errorMapping } from './middleware/error-mapping.ts';

function app() {
  return new Hono()
    .use(errorMapping({ maintenance: false }))
    .use(controlCharacters())
    .all('*', (c) => c.text(`reached ${new URL(c.req.url).pathname}`))
    .onError((error, c) => {
      c.error = error;
      return c.text('', 500);
    });
}

const get = (path: string) => app().request(`http://paceband.test${path}`);

describe('control characters in the address', () => {
  it.each([
    '/en/course/%00',
    '/en/course/boston%00',
    '/fr/parcours/%0d%0aSet-Cookie:x=1',
    '/en/calendar?q=%00',
    '/en/search?q=a%00b',
    '/en/calendar?%00=1',
    '/en/news/%7F',
  ])('refuses %s with a 400 page', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
  });

  it.each(['/api/courses/%00', '/api/v1/predict?distance=half&time=1:45:00%00', '/api/calendar/events?q=%01'])(
    'refuses %s with the API error JSON',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'The request could not be read.', errors: {} });
    },
  );

  it.each(['/en/course/berlin', '/fr/parcours/caf%C3%A9', '/en/search?q=line%0Aone%09two', '/en/course/%E0%A4%A'])(
    'lets %s through (text with tabs and line breaks in a query; a malformed escape is the router’s 404)',
    async (path) => {
      expect((await get(path)).status).toBe(200);
    },
  );
});
