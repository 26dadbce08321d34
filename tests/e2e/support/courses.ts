/**
 * Courses the end-to-end specs set up through the upload form's own request rather than its page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
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

/**
 * On a course page with corrected heights waiting (`pending`): the heights section has no WCAG 2 A or AA
 * violation axe finds; the owner accepts them, the page says they are in use and the course's gain is no longer `gainBefore`.
 */
export async function acceptPendingHeights(page: Page, pending: Locator, gain: Locator, gainBefore: string): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).include('section[aria-labelledby="course-heights"]').analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  await pending.getByRole('button', { name: /^Accept the heights uploaded on / }).click();
  await expect(page.getByText('The corrected heights are in use: bands built on this course follow them.')).toBeVisible();
  await expect(gain).not.toHaveText(gainBefore);
}
