import { describe, expect, it } from 'vitest';
import { findByTypedSlug, typedSlug } from './slug.ts';

describe('the slug a visitor meant', () => {
  it('reads capitals, accents, spaces and underscores as the slug they stand for', () => {
    const meant = {
      Berlin: 'berlin',
      BERLIN: 'berlin',
      'berlin ': 'berlin',
      'Marathon de Paris 2027': 'marathon-de-paris-2027',
      Maratón_de_Sevilla: 'maraton-de-sevilla',
      '--Granada--': 'granada',
    };
    for (const [typed, slug] of Object.entries(meant)) expect(typedSlug(typed), typed).toBe(slug);
  });

  it('is null when the slug was typed as it is, or nothing of it is left', () => {
    expect(typedSlug('berlin')).toBeNull();
    expect(typedSlug('marathon-de-paris-2027')).toBeNull();
    expect(typedSlug('%%%')).toBeNull();
    expect(typedSlug('')).toBeNull();
  });

  it('finds the record as typed first, then as meant (marked retyped), else nothing', async () => {
    const records = new Map([['berlin', { slug: 'berlin' }]]);
    const find = async (slug: string) => records.get(slug) ?? null;
    expect(await findByTypedSlug('berlin', find)).toEqual({ found: { slug: 'berlin' }, retyped: false });
    expect(await findByTypedSlug('Berlin', find)).toEqual({ found: { slug: 'berlin' }, retyped: true });
    expect(await findByTypedSlug('Boston', find)).toEqual({ found: null, retyped: true });
    expect(await findByTypedSlug('boston', find)).toEqual({ found: null, retyped: false });
  });
});
