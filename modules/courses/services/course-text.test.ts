import { describe, expect, it } from 'vitest';
import { parseCourseForm } from './course-form.ts';
import { facebookHandle, searchTsQuery, slugBase, titleFromCourseName, titleNamesDistance } from './course-text.ts';
import { pointAtDistance } from './point-at-distance.ts';

describe('course text rules', () => {
  it.each([
    'Berlin Marathon',
    'Half-marathon de Paris',
    'Semi-marathon',
    'Maratón de Sevilla',
    'MARATONA di Roma',
    'Demi-Marathon',
    'Media maratón',
    'Mezza Maratona',
    'Maratonina',
  ])('refuses a title naming the distance: %s', (title) => expect(titleNamesDistance(title)).toBe(true));

  it.each(['Berlin', 'Montréal', 'Marais loop', 'Mara river run'])('accepts %s', (title) => expect(titleNamesDistance(title)).toBe(false));

  it.each([
    ['https://www.facebook.com/BerlinMarathon/', 'BerlinMarathon'],
    ['facebook.com/BerlinMarathon?ref=x', 'BerlinMarathon'],
    ['https://m.facebook.com/pages/Boston-Marathon/12345', 'Boston-Marathon'],
    ['@bostonmarathon', 'bostonmarathon'],
    ['berlin.marathon', 'berlin.marathon'],
    ['https://www.facebook.com/', null],
    ['not a handle', null],
  ])('facebook %s → %s', (input, handle) => expect(facebookHandle(input)).toBe(handle));

  it('makes slugs and prefix queries without accents', () => {
    expect(slugBase('  Montréal – Rock’n’Roll!  ')).toBe('montreal-rock-n-roll');
    expect(slugBase('東京')).toBe('course');
    expect(searchTsQuery('Montréal  10k')).toBe('montreal:* & 10k:*');
    expect(searchTsQuery(" '&|! ")).toBeNull();
  });

  it('validates the form with translated messages and keeps aid stations on the course', () => {
    const bad = parseCourseForm(
      { title: 'Maratón', distance: 'custom', customDistanceKm: '0', countryCode: 'XX', website: 'javascript:alert(1)', status: 'public' },
      'es',
      1000,
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors.title?.[0]).toMatch(/^Quita la distancia/);
      expect(bad.errors.customDistanceKm?.[0]).toBe('Escribe una distancia entre 0,1 y 1000 km.');
      expect(bad.errors.countryCode).toHaveLength(1);
      expect(bad.errors.website).toHaveLength(1);
    }
    const good = parseCourseForm(
      {
        title: 'Boston',
        distance: 'marathon',
        countryCode: 'us',
        stateCode: 'ma',
        status: 'private',
        aidStations: JSON.stringify([{ distanceM: 5000, name: 'Far', services: ['water'] }]),
      },
      'en',
      3000,
    );
    expect(good).toMatchObject({
      ok: true,
      value: { countryCode: 'US', stateCode: 'MA', distanceM: 42_195, aidStations: [{ distanceM: 3000 }] },
    });
    const badState = parseCourseForm(
      { title: 'Boston', distance: 'marathon', countryCode: 'US', stateCode: 'ZZ', status: 'private' },
      'fr',
      null,
    );
    expect(badState).toMatchObject({ ok: false, errors: { stateCode: ['Choisissez un État ou une province de ce pays dans la liste.'] } });
  });

  it('places a point at a fraction of the drawn line', () => {
    const line: Array<[number, number]> = [
      [0, 0],
      [0, 0.01],
      [0, 0.02],
    ];
    expect(pointAtDistance(line, 2000, 1000)).toEqual({ lon: 0, lat: expect.closeTo(0.01, 6) });
    expect(pointAtDistance(line, 2000, 5000)).toEqual({ lon: 0, lat: 0.02 });
    expect(pointAtDistance(line, 2000, 500)!.lat).toBeCloseTo(0.005, 6);
  });
});

describe('titleFromCourseName', () => {
  it.each([
    ['Boston Marathon 2025 - 42.195 km', 'Boston'],
    ['BMW Berlin-Marathon 2025 - 42.195 km', 'BMW Berlin'],
    ['Media Maratón Ciudad de Granada 2015', 'Ciudad de Granada'],
    ["Rock'n'roll Maratón Madrid 2015", "Rock'n'roll Madrid"],
    ['Yuengling Shamrock Marathon - Virginia Beach 2026', 'Yuengling Shamrock - Virginia Beach'],
    ['NYC Marathon', 'NYC'],
    ['Mezza Maratona di Roma', 'Roma'],
    ['Semi-marathon de Paris', 'Paris'],
    ['Marathon', ''],
  ])('%s → %s', (name, title) => {
    expect(titleFromCourseName(name)).toBe(title);
    expect(titleNamesDistance(titleFromCourseName(name))).toBe(false);
  });
});
