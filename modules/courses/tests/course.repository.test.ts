import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import {
  copyCourse,
  findCourseBySlug,
  findCourseByUuid,
  listLatestPublicCourses,
  listOwnerCourses,
  readCourseFile,
  softDeleteCourse,
  updateCourse,
} from '../data/course.repository.ts';
import { searchCourses } from '../data/course-search.repository.ts';
import { seed } from '../seed.ts';
import { GRANADA, makeCourse } from './course-test-support.ts';

const orm = useTestDatabase();

describe('course repository (real PostgreSQL)', () => {
  it('seeds three public team courses once, with their files and aid stations', async () => {
    expect(await seed(orm().em.fork())).toEqual({ courses: 3 });
    expect(await seed(orm().em.fork())).toEqual({ courses: 0 });
    const berlin = await findCourseBySlug(orm().em.fork(), 'berlin');
    expect(berlin).toMatchObject({ title: 'Berlin', status: 'public', ownerId: null, countryCode: 'DE', distancePreset: 'marathon' });
    expect(berlin!.aidStations).toHaveLength(16);
    expect(berlin!.summary.trackM).toBeGreaterThan(42_800);
    expect(berlin!.file).toMatchObject({ name: 'berlin-marathon-aid-stations.kmz', size: 4720 });
    expect(Object.getPrototypeOf(berlin)).toBe(Object.prototype);
    const file = await readCourseFile(orm().em.fork(), berlin!.uuid);
    expect(file!.bytes.length).toBe(4720);
  });

  it('makes readable slugs, suffixed on collision, and keeps them on edit', async () => {
    const a = await makeCourse(orm().em.fork(), { title: 'Montréal Rock’n’Roll', ownerId: 'u1' });
    const b = await makeCourse(orm().em.fork(), { title: 'Montreal rock n roll', ownerId: 'u2' });
    expect(a.slug).toBe('montreal-rock-n-roll');
    expect(b.slug).toBe('montreal-rock-n-roll-2');
    const edited = await updateCourse(orm().em.fork(), a.uuid, { input: { ...a, aidStations: [], title: 'Laval' } });
    expect(edited).toMatchObject({ title: 'Laval', slug: 'montreal-rock-n-roll' });
    expect((await makeCourse(orm().em.fork(), { title: 'Create' })).slug).toBe('course-create');
  });

  it('finds public courses accent-insensitively, by prefix, country and distance, 20 per page', async () => {
    const em = orm().em.fork();
    await makeCourse(em, {
      title: 'Montréal',
      city: 'Montréal',
      countryCode: 'CA',
      stateCode: 'QC',
      status: 'public',
      distancePreset: '10k',
      distanceM: 10_000,
    });
    await makeCourse(em, { title: 'Hidden Montreal', status: 'private' });
    const byPlain = await searchCourses(orm().em.fork(), { query: 'montreal' });
    expect(byPlain.items.map((c) => c.title)).toEqual(['Montréal']);
    expect((await searchCourses(orm().em.fork(), { query: 'MONTRÉ' })).total).toBe(1);
    await makeCourse(em, { title: 'Mine Montreal', ownerId: 'me', status: 'private' });
    expect((await searchCourses(orm().em.fork(), { query: 'montreal', viewerId: 'me' })).items.map((c) => c.title).sort()).toEqual([
      'Mine Montreal',
      'Montréal',
    ]);
    expect((await searchCourses(orm().em.fork(), { query: 'granad' })).items[0]?.slug).toBe('granada');
    expect((await searchCourses(orm().em.fork(), { countryCode: 'US' })).items.map((c) => c.slug)).toEqual(['boston']);
    expect((await searchCourses(orm().em.fork(), { distancePreset: 'half' })).items.map((c) => c.slug)).toEqual(['granada']);
    for (let i = 0; i < 21; i++) await makeCourse(orm().em.fork(), { title: `Loop ${i}`, status: 'public' });
    const first = await searchCourses(orm().em.fork(), { query: 'loop' });
    expect(first).toMatchObject({ total: 21, page: 1, pages: 2 });
    expect(first.items).toHaveLength(20);
    const second = await searchCourses(orm().em.fork(), { query: 'loop', page: 2 });
    expect(second.items).toHaveLength(1);
    expect(new Set([...first.items, ...second.items].map((c) => c.uuid)).size).toBe(21);
  });

  it('soft-deletes: gone from lists and pages, still readable by uuid for bands, idempotent', async () => {
    const course = await makeCourse(orm().em.fork(), { title: 'Gone', ownerId: 'u3', status: 'public' });
    expect(await softDeleteCourse(orm().em.fork(), course.uuid)).toBe(true);
    expect(await softDeleteCourse(orm().em.fork(), course.uuid)).toBe(true);
    expect(await findCourseBySlug(orm().em.fork(), course.slug)).toBeNull();
    expect(await listOwnerCourses(orm().em.fork(), 'u3')).toEqual([]);
    expect((await findCourseByUuid(orm().em.fork(), course.uuid, { includeDeleted: true }))?.deleted).toBe(true);
    expect((await listLatestPublicCourses(orm().em.fork(), 50)).map((c) => c.uuid)).not.toContain(course.uuid);
    expect(await softDeleteCourse(orm().em.fork(), '00000000-0000-4000-8000-000000000000')).toBe(false);
    expect(await findCourseByUuid(orm().em.fork(), 'not-a-uuid')).toBeNull();
  });

  it('stores an uploaded GPX packed and gives it back byte for byte, also to a copy (issue 30 point 8)', async () => {
    const gpx = GRANADA;
    const course = await makeCourse(orm().em.fork(), { title: 'Granada packed', ownerId: 'u5' });
    const [row] = await orm()
      .em.fork()
      .getConnection()
      .execute<Array<{ encoding: string; stored: number; size: number }>>(
        'select encoding, octet_length(data) as stored, size from course_file where course_uuid = ?',
        [course.uuid],
      );
    expect(row).toMatchObject({ encoding: 'gzip', size: gpx.length });
    expect(row!.stored * 3).toBeLessThan(gpx.length);
    expect(course.file).toMatchObject({ name: 'granada-half-marathon.gpx', size: gpx.length });
    expect(Buffer.from((await readCourseFile(orm().em.fork(), course.uuid))!.bytes).equals(Buffer.from(gpx))).toBe(true);
    const copy = await copyCourse(orm().em.fork(), course.uuid, 'u6');
    expect(Buffer.from((await readCourseFile(orm().em.fork(), copy!.uuid))!.bytes).equals(Buffer.from(gpx))).toBe(true);
  });

  it('stores every byte value as it is, and saves no course whose file row is refused', async () => {
    const bytes = Uint8Array.from({ length: 300_000 }, (_, i) => (i * 7) % 256);
    const file = {
      name: 'all-bytes.bin',
      contentType: 'application/octet-stream',
      size: bytes.length,
      data: bytes,
      encoding: 'identity',
    } as const;
    const saved = await makeCourse(orm().em.fork(), { title: 'Bytes', ownerId: 'u8' }, file);
    expect(Buffer.from((await readCourseFile(orm().em.fork(), saved.uuid))!.bytes).equals(Buffer.from(bytes))).toBe(true);

    // The file's row and the course are one transaction: a refused row (encoding is varchar(8)) leaves no course.
    const broken = { ...file, encoding: 'not-an-encoding' as 'gzip' };
    await expect(makeCourse(orm().em.fork(), { title: 'Half saved', ownerId: 'u9' }, broken)).rejects.toThrow();
    expect(await listOwnerCourses(orm().em.fork(), 'u9')).toEqual([]);
  });

  it('reads a file stored before packing (encoding identity) as it was', async () => {
    const course = await makeCourse(orm().em.fork(), { title: 'Old row', ownerId: 'u7' });
    await orm()
      .em.fork()
      .getConnection()
      .execute("update course_file set data = ?, encoding = 'identity', size = 6 where course_uuid = ?", [
        Buffer.from('<gpx/>'),
        course.uuid,
      ]);
    expect(Buffer.from((await readCourseFile(orm().em.fork(), course.uuid))!.bytes).toString()).toBe('<gpx/>');
  });

  it('copies a course as a private course of the new owner, file included', async () => {
    const berlin = await findCourseBySlug(orm().em.fork(), 'berlin');
    const copy = await copyCourse(orm().em.fork(), berlin!.uuid, 'u4');
    expect(copy).toMatchObject({ title: 'Berlin', slug: 'berlin-2', status: 'private', ownerId: 'u4' });
    expect(copy!.aidStations).toEqual(berlin!.aidStations);
    expect((await readCourseFile(orm().em.fork(), copy!.uuid))!.bytes.length).toBe(4720);
    expect((await listOwnerCourses(orm().em.fork(), 'u4')).map((c) => c.uuid)).toEqual([copy!.uuid]);
  });
});
