/**
 * Issue 28: a NUL in a course's texts was a 500 from PostgreSQL, and titles could carry line
 * breaks into feeds and printed bands. One-line fields lose their control characters (line
 * breaks and tabs become a space); the description keeps its line breaks and loses the rest.
 */
import { readFileSync } from 'node:fs';
import { RequestContext } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../src/auth/access.ts';
import { asHost } from '../../../tests/support/host-api.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { createCoursesApi } from '../api.ts';
import { findCourseByUuid } from '../data/course.repository.ts';
import { parseCourseForm } from '../services/course-form.ts';
import { publishRequestSchema, reviewAnswerSchema } from '../services/course-review.ts';

const orm = useTestDatabase();
const ORIGIN = 'http://localhost:3000';
const KMZ = new Uint8Array(readFileSync(new URL('../seed-data/berlin-marathon-aid-stations.kmz', import.meta.url)));
const member: Viewer = { kind: 'user', id: 'nul-member', name: 'Nina', roles: ['member'] };

function create(fields: Record<string, string>) {
  const api = asHost(createCoursesApi({ viewer: async () => member, maxUploadBytes: () => 1024 * 1024 }), '/courses', {
    bodyLimit: 200 * 1024 * 1024,
  });
  const data = new FormData();
  for (const [k, v] of Object.entries({ locale: 'en', distance: 'marathon', status: 'private', ...fields })) data.append(k, v);
  data.append('file', new File([KMZ as Uint8Array<ArrayBuffer>], 'b.kmz'));
  return RequestContext.create(orm().em, () => api.request(`${ORIGIN}/`, { method: 'POST', body: data, headers: { origin: ORIGIN } }));
}

describe('course texts with control characters', () => {
  it('are saved clean, never a 500', async () => {
    const answer = await create({
      title: 'Berlin\u0000\r\nBEGIN:VALARM',
      series: 'Majors\u0007',
      city: 'Ber\tlin',
      note: 'Flat\r\nand fast\u0000',
      description: 'Line one\r\nline two\u0000\u001b.',
      aidStations: JSON.stringify([{ distanceM: 5000, name: 'Water\u0000\r\nstation', services: [] }]),
    });
    expect(answer.status).toBe(201);
    const { uuid } = (await answer.json()) as { uuid: string };
    const course = await findCourseByUuid(orm().em.fork(), uuid);
    expect(course).toMatchObject({
      title: 'Berlin BEGIN:VALARM',
      series: 'Majors',
      city: 'Ber lin',
      note: 'Flat and fast',
      description: 'Line one\r\nline two.',
    });
    expect(course!.aidStations.map((a) => a.name)).toEqual(['Water station']);
  });

  it('a title of controls only is required, like an empty one', () => {
    const parsed = parseCourseForm({ title: '\u0000\r\n', distance: 'marathon' }, 'en', null);
    expect(!parsed.ok && Object.keys(parsed.errors)).toEqual(['title']);
  });

  it("the owner's note and the team's answer keep their line breaks, not a NUL", () => {
    expect(publishRequestSchema.parse({ note: 'Please\r\npublish\u0000' }).note).toBe('Please\r\npublish');
    expect(reviewAnswerSchema.parse({ answer: 'Done\r\n\u0000ok' }).answer).toBe('Done\r\nok');
  });
});
