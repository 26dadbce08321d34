import { describe, expect, it } from 'vitest';
import {
  cardProfile,
  courseCardContent,
  courseCardPath,
  courseDescription,
  courseShareImage,
  titleImagePath,
} from './course-share-card.ts';

const course = {
  uuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
  updatedAt: '2026-11-01T10:00:00.000Z',
  title: 'Lyon Marathon',
  series: null,
  city: 'Lyon',
  note: null,
  distancePreset: 'marathon',
  distanceM: 42195,
  summary: { trackM: 42300, gainM: 212.4, lossM: 210, minM: 160, maxM: 243, hasElevation: true },
  profile: { samples: { distanceM: [], elevationM: Array.from({ length: 1001 }, (_, i) => 160 + (i % 100) * 0.83) } },
} as unknown as Parameters<typeof courseCardContent>[0] & Parameters<typeof courseCardPath>[0] & Parameters<typeof courseDescription>[0];

describe("a course's share card", () => {
  it('lives under /og/courses, by uuid, with the language and a version that changes with the course', () => {
    expect(courseCardPath(course, 'fr')).toBe(
      `/og/courses/${course.uuid}.png?lang=fr&v=${(Date.parse(course.updatedAt) / 1000).toString(36)}`,
    );
    expect(courseCardPath({ ...course, updatedAt: '2026-11-02T10:00:00.000Z' }, 'fr')).not.toBe(courseCardPath(course, 'fr'));
  });

  it('is the card cut from the title image when the course has one, else the drawn card', () => {
    expect(courseShareImage({ ...course, titleImage: null }, 'fr')).toEqual({ src: courseCardPath(course, 'fr'), type: 'image/png' });
    expect(titleImagePath({ ...course, titleImage: null })).toBeNull();
    const titleImage = { version: 'abc123', width: 1200, height: 800 };
    expect(courseShareImage({ ...course, titleImage }, 'fr')).toEqual({
      src: `/og/courses/${course.uuid}/title.jpg?v=abc123`,
      type: 'image/jpeg',
    });
    expect(titleImagePath({ ...course, titleImage })).toBe(`/api/courses/${course.uuid}/title-image?v=abc123`);
  });

  it('says the name, the distance and the climbs in the language, over the elevation profile', () => {
    const content = courseCardContent(course, 'fr');
    expect(content.headline).toBe('Lyon Marathon');
    expect(content.subline).toBe('Lyon');
    expect(content.figures.map((f) => f.label)).toEqual(['Distance de la course', 'Dénivelé positif', 'Point le plus haut']);
    expect(content.figures[1]!.value).toBe('212 m');
    expect(content.profile).toHaveLength(200);
    expect(content.profile![0]).toBe(160);
  });

  it('leaves the profile and climbs out when the file had no elevation', () => {
    const flat = courseCardContent({ ...course, summary: { ...course.summary, hasElevation: false } }, 'en');
    expect(flat.profile).toBeUndefined();
    expect(flat.figures).toHaveLength(1);
  });

  it('thins the profile to evenly spaced points, to the decimetre', () => {
    expect(cardProfile([1.234, 2.345])).toEqual([1.2, 2.3]);
    expect(cardProfile([0, 1, 2, 3, 4], 3)).toEqual([0, 2, 4]);
  });

  it("describes the page with the course's note, else its distance and climb", () => {
    expect(courseDescription(course, 'en')).toMatch(/^Marathon with 212 m of climb: /);
    expect(courseDescription({ ...course, note: 'Flat and fast along the Rhône.' }, 'en')).toBe('Flat and fast along the Rhône.');
  });
});
