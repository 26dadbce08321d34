import { describe, expect, it } from 'vitest';
import { parseLogFilter } from './log-filter.ts';

describe('parseLogFilter', () => {
  it('reads the form, defaults to info', () => {
    const { filter, form } = parseLogFilter(new URLSearchParams('level=warn&reqId=%20abc%20&path=/api'));
    expect(filter).toEqual({ minLevel: 40, reqId: 'abc', pathPrefix: '/api' });
    expect(form).toMatchObject({ level: 'warn', reqId: 'abc', path: '/api', user: '' });
    expect(parseLogFilter(new URLSearchParams('level=nope')).filter).toEqual({ minLevel: 30 });
  });

  it('drops control characters: a NUL in a search was a 500 from PostgreSQL (issue 28)', () => {
    const { filter } = parseLogFilter(new URLSearchParams('reqId=ab%00c&user=%00&path=/api%0D%0A/x'));
    expect(filter).toEqual({ minLevel: 30, reqId: 'abc', pathPrefix: '/api /x' });
  });
});
