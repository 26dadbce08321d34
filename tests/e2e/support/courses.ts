/**
 * Courses the end-to-end specs set up through the upload form's own request rather than its page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { ORIGIN } from './accounts.ts';

/** A course file of tests/fixtures/courses. */
export const courseFixture = (name: string): Buffer => readFileSync(path.resolve(import.meta.dirname, '../../fixtures/courses', name));

/** The signed-in member's new private course from a GPX file, as the upload form sends it; its uuid and slug (the answer must be 201). */
export async function uploadCourse(
  request: APIRequestContext,
  course: { title: string; distance: string; file: { name: string; buffer: Buffer } },
): Promise<{ uuid: string; slug: string }> {
  const response = await request.post('/api/courses', {
    multipart: {
      locale: 'en',
      title: course.title,
      distance: course.distance,
      status: 'private',
      file: { name: course.file.name, mimeType: 'application/gpx+xml', buffer: course.file.buffer },
    },
    headers: { origin: ORIGIN },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { uuid: string; slug: string };
}
