import { describe, expect, it } from 'vitest';
import { apiHref, defineApi, isApiPath } from './api-route.ts';

const shop = defineApi('/shop-test', {
  donate: '/donate',
  retry: '/orders/:id{[0-9a-f-]+}/retry',
  file: '/runs/:id/:kind{bands|labels}.pdf',
  alert: '/alerts/:id{[0-9]+}/:action{refund|resolve}',
  page: '/pages/:slug?',
});
const root = defineApi('/', { login: '/login' });

describe('API route helpers', () => {
  it('builds the address under /api from the mount and the route’s path', () => {
    expect(shop.routes.donate.href()).toBe('/api/shop-test/donate');
    expect(root.routes.login.href()).toBe('/api/login');
    expect(shop.routes.alert.href({ id: '12', action: 'refund' })).toBe('/api/shop-test/alerts/12/refund');
  });

  it('encodes parameters, so a value cannot add a segment or a query', () => {
    expect(shop.routes.retry.href({ id: 'a/b?c' })).toBe('/api/shop-test/orders/a%2Fb%3Fc/retry');
  });

  it('leaves an absent optional parameter out and refuses a missing one', () => {
    expect(shop.routes.page.href({ slug: undefined })).toBe('/api/shop-test/pages');
    expect(shop.routes.page.href({ slug: 'faq' })).toBe('/api/shop-test/pages/faq');
    expect(() => apiHref('/shop-test', '/orders/:id/retry', {})).toThrow(/parameter id is missing/);
  });

  it('appends a query from an object (absent values left out), URLSearchParams or text', () => {
    expect(shop.routes.donate.href({ lang: 'fr', v: 3, empty: undefined, none: null })).toBe('/api/shop-test/donate?lang=fr&v=3');
    expect(shop.routes.retry.href({ id: '7' }, new URLSearchParams({ a: 'x y' }))).toBe('/api/shop-test/orders/7/retry?a=x+y');
    expect(shop.routes.donate.href('a=1')).toBe('/api/shop-test/donate?a=1');
    expect(shop.routes.donate.href('?a=1')).toBe('/api/shop-test/donate?a=1');
    expect(shop.routes.donate.href({})).toBe('/api/shop-test/donate');
  });

  it('keeps the path the sub-app registers', () => {
    expect(shop.routes.file.pattern).toBe('/runs/:id/:kind{bands|labels}.pdf');
    expect(shop.prefix).toBe('/shop-test');
  });

  it('makes a wrong route name or a missing parameter a type error', () => {
    // @ts-expect-error: no such route
    expect(() => shop.routes.nothing.href()).toThrow();
    // @ts-expect-error: the route names a parameter
    expect(() => shop.routes.retry.href()).toThrow(/parameter id is missing/);
    // @ts-expect-error: misspelt parameter
    expect(() => shop.routes.retry.href({ ID: '1' })).toThrow(/parameter id is missing/);
  });

  it('tells an API path from a page’s', () => {
    expect(isApiPath('/api/commerce/order')).toBe(true);
    expect(isApiPath('/apiary')).toBe(false);
    expect(isApiPath('/en/api/x')).toBe(false);
  });
});
