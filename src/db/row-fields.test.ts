import { describe, expect, it } from 'vitest';
import { dtoFields, nullableFields } from './row-fields.ts';

interface Row {
  id: number;
  name: string;
  note: string | null | undefined;
  count: number | null | undefined;
  createdAt: Date;
  closedAt: Date | null | undefined;
  extra: string;
}

const row: Row = { id: 7, name: 'Ada', note: undefined, count: 0, createdAt: new Date('2026-03-01T10:00:00Z'), closedAt: null, extra: 'x' };

describe('dtoFields', () => {
  it('copies the named fields in the order named, unset ones as null and dates as ISO text', () => {
    const dto = dtoFields(row, ['name', 'id', 'note', 'count', 'createdAt', 'closedAt']);
    expect(JSON.stringify(dto)).toBe('{"name":"Ada","id":7,"note":null,"count":0,"createdAt":"2026-03-01T10:00:00.000Z","closedAt":null}');
  });
});

describe('nullableFields', () => {
  it('reads unset fields as null and keeps dates as they are', () => {
    expect(nullableFields(row, ['note', 'createdAt', 'closedAt'])).toEqual({ note: null, createdAt: row.createdAt, closedAt: null });
  });
});
