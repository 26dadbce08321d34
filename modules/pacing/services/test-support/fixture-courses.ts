import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildCourseProfile, type CourseProfile } from '../../../course-files/index.ts';

const dir = path.resolve(import.meta.dirname, '../../../../tests/fixtures/courses');
const cache = new Map<string, CourseProfile>();

/** A real course from tests/fixtures/courses, built once per test file. */
export function fixtureCourse(file: string): CourseProfile {
  let course = cache.get(file);
  if (!course) {
    course = buildCourseProfile(readFileSync(path.join(dir, file)), file);
    cache.set(file, course);
  }
  return course;
}
