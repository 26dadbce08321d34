import { crc32 } from 'node:zlib';
import { RequestContext } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../src/auth/access.ts';
import { courseShareImages } from '../api/share-image-routes.ts';
import { findCourseByUuid, listOwnerCourses } from '../data/course.repository.ts';
import { eraseMemberCourses } from '../data/personal-data.repository.ts';
import { admin, alice, bob, coursesBeforeAll, GRANADA, guest, ORIGIN, useCoursesApi } from './course-test-support.ts';

const { orm, call } = useCoursesApi();

/** The /og share images, as the host mounts them under /og/courses. */
function card(path: string) {
  return RequestContext.create(orm().em, () => courseShareImages.request(`${ORIGIN}${path}`));
}

function form(fields: Record<string, string>, image?: { bytes: Uint8Array; name: string }, file?: Uint8Array): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries({ locale: 'en', title: 'Granada', distance: 'half', status: 'private', ...fields }))
    body.append(k, v);
  if (file) body.append('file', new File([file as Uint8Array<ArrayBuffer>], 'granada.gpx'));
  if (image) body.append('titleImage', new File([image.bytes as Uint8Array<ArrayBuffer>], image.name, { type: 'image/png' }));
  return body;
}

async function picture(width: number, height: number, format: 'png' | 'jpeg'): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: '#2a7f62' } });
  return new Uint8Array(await (format === 'png' ? image.png() : image.jpeg()).toBuffer());
}

/** A real PNG whose header says 20,000 × 20,000 pixels (400 megapixels): a decompression bomb's shape. */
async function pixelBomb(): Promise<Uint8Array> {
  const png = Buffer.from(await picture(8, 8, 'png'));
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return new Uint8Array(png);
}

const edit = (viewer: Viewer, uuid: string, fields: Record<string, string> = {}, image?: { bytes: Uint8Array; name: string }) =>
  call(viewer, `/${uuid}`, { method: 'POST', body: form(fields, image) });

async function errorsOf(res: Response): Promise<Record<string, string[]>> {
  return ((await res.json()) as { errors: Record<string, string[]> }).errors;
}

const courses = coursesBeforeAll(orm, {
  private: { title: 'Granada', ownerId: 'alice' },
  public: { title: 'Granada open', ownerId: 'alice', status: 'public' },
});

describe('course title image: upload, checks, serving', () => {
  it('creates a course with a PNG made by sharp, resized to 1200 px wide and served as WebP to its owner', async () => {
    const png = await picture(2400, 1600, 'png');
    const res = await call(alice, '', { method: 'POST', body: form({}, { bytes: png, name: 'start.png' }, GRANADA) });
    expect(res.status).toBe(201);
    const { uuid } = (await res.json()) as { uuid: string };
    const course = await findCourseByUuid(orm().em.fork(), uuid);
    expect(course?.titleImage).toMatchObject({ width: 1200, height: 800 });
    const served = await call(alice, `/${uuid}/title-image?v=${course!.titleImage!.version}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    // A private course's picture stays in its viewer's browser cache, never a shared one.
    expect(served.headers.get('cache-control')).toMatch(/^private, max-age=31536000, immutable/);
    const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200, height: 800 });
  });

  it('replaces it with a JPEG whose EXIF data (author, GPS) is stripped, and keeps a small one at its size', async () => {
    const jpeg = new Uint8Array(
      await sharp(await picture(640, 480, 'jpeg'))
        .withExif({ IFD0: { Artist: 'Alice Runner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 10/1 0/1' } })
        .jpeg()
        .toBuffer(),
    );
    expect((await sharp(jpeg).metadata()).exif?.includes('Alice Runner')).toBe(true);
    expect((await edit(alice, courses.public, { status: 'public' }, { bytes: jpeg, name: 'me.jpg' })).status).toBe(200);
    const course = await findCourseByUuid(orm().em.fork(), courses.public);
    expect(course?.titleImage).toMatchObject({ width: 640, height: 480 });
    const page = await call(guest, `/${courses.public}/title-image?v=${course!.titleImage!.version}`);
    const pageMeta = await sharp(new Uint8Array(await page.arrayBuffer())).metadata();
    expect(pageMeta.exif).toBeUndefined();
    expect(pageMeta.xmp).toBeUndefined();
    const og = await card(`/${courses.public}/title.jpg?v=${course!.titleImage!.version}`);
    expect(og.status).toBe(200);
    expect(og.headers.get('content-type')).toBe('image/jpeg');
    const cardMeta = await sharp(new Uint8Array(await og.arrayBuffer())).metadata();
    expect(cardMeta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(cardMeta.exif).toBeUndefined();
  });

  it('serves a public course’s picture to anyone, cached for good at its version, 304 on revalidation', async () => {
    const course = await findCourseByUuid(orm().em.fork(), courses.public);
    const version = course!.titleImage!.version;
    const res = await call(guest, `/${courses.public}/title-image?v=${version}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const etag = res.headers.get('etag')!;
    expect((await call(guest, `/${courses.public}/title-image?v=${version}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
    // An old or missing version is the current picture, kept a minute only.
    expect((await call(guest, `/${courses.public}/title-image?v=old`)).headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('refuses a text file renamed .png, and leaves the saved picture as it was', async () => {
    const before = (await findCourseByUuid(orm().em.fork(), courses.public))!.titleImage;
    const res = await edit(
      alice,
      courses.public,
      { status: 'public' },
      { bytes: new TextEncoder().encode('just some words\n'), name: 'photo.png' },
    );
    expect(res.status).toBe(422);
    expect((await errorsOf(res)).titleImage).toEqual(['This file is not a PNG, JPEG or WebP picture, or it is damaged.']);
    expect((await findCourseByUuid(orm().em.fork(), courses.public))!.titleImage).toEqual(before);
  });

  it('refuses a picture with too many pixels without decoding it, in the page’s language', async () => {
    const res = await edit(alice, courses.private, { locale: 'fr' }, { bytes: await pixelBomb(), name: 'bomb.png' });
    expect(res.status).toBe(422);
    expect((await errorsOf(res)).titleImage?.[0]).toBe('Cette image a trop de pixels (50 mégapixels au plus) : réduisez-la d’abord.');
  });

  it('refuses an upload over 10 MB with a clear message (413), and a body over every cap unread', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(await picture(4, 4, 'png'));
    const res = await edit(alice, courses.private, {}, { bytes: big, name: 'huge.png' });
    expect(res.status).toBe(413);
    expect((await errorsOf(res)).titleImage).toEqual(['This picture is over 10 MB: choose a smaller one.']);
    // Beyond the course file, the picture and the form together, the body is refused unread.
    const huge = form({}, { bytes: new Uint8Array(12 * 1024 * 1024), name: 'huge.png' });
    expect((await call(alice, `/${courses.private}`, { method: 'POST', body: huge })).status).toBe(413);
  });

  it('lets only the owner and the team set or remove it: another member and guests are refused', async () => {
    const before = (await findCourseByUuid(orm().em.fork(), courses.public))!.titleImage;
    expect(before).not.toBeNull();
    const png = { bytes: await picture(300, 200, 'png'), name: 'x.png' };
    expect((await edit(bob, courses.public, { status: 'public' }, png)).status).toBe(404);
    expect((await edit(bob, courses.public, { status: 'public', removeTitleImage: '1' })).status).toBe(404);
    expect((await edit(guest, courses.public, { status: 'public', removeTitleImage: '1' })).status).toBe(401);
    expect((await findCourseByUuid(orm().em.fork(), courses.public))!.titleImage).toEqual(before);
    expect((await edit(admin, courses.private, {}, png)).status).toBe(200);
    expect((await findCourseByUuid(orm().em.fork(), courses.private))!.titleImage).toMatchObject({ width: 300, height: 200 });
  });

  it('never shows a private course’s picture to others, nor its Open Graph card to anyone', async () => {
    const version = (await findCourseByUuid(orm().em.fork(), courses.private))!.titleImage!.version;
    const path = `/${courses.private}/title-image?v=${version}`;
    expect((await call(guest, path)).status).toBe(404);
    expect((await call(bob, path)).status).toBe(404);
    expect((await call(alice, path)).status).toBe(200);
    expect((await call(admin, path)).status).toBe(200);
    expect((await card(`/${courses.private}/title.jpg?v=${version}`)).status).toBe(404);
  });

  it('removes it on the owner’s request: its address then answers 404', async () => {
    const res = await edit(alice, courses.private, { removeTitleImage: '1' });
    expect(res.status).toBe(200);
    expect((await findCourseByUuid(orm().em.fork(), courses.private))!.titleImage).toBeNull();
    expect((await call(alice, `/${courses.private}/title-image`)).status).toBe(404);
  });

  it('goes with a copy of the course: the copy has its own, served to the copy’s owner', async () => {
    const source = (await findCourseByUuid(orm().em.fork(), courses.public))!.titleImage!;
    expect((await call(bob, `/${courses.public}/copy`, { method: 'POST', body: form({}) })).status).toBe(303);
    const [copy] = await listOwnerCourses(orm().em.fork(), 'bob');
    expect(copy?.titleImage).toEqual(source);
    expect((await call(bob, `/${copy!.uuid}/title-image?v=${source.version}`)).status).toBe(200);
    expect((await call(alice, `/${copy!.uuid}/title-image?v=${source.version}`)).status).toBe(404);
  });

  it('goes with its member’s erased account, on public courses left on the site too', async () => {
    const uuid = courses.public;
    await eraseMemberCourses(orm().em.fork(), 'alice', 'anonymise');
    expect((await findCourseByUuid(orm().em.fork(), uuid))!.titleImage).toBeNull();
    expect((await call(admin, `/${uuid}/title-image`)).status).toBe(404);
    expect((await card(`/${uuid}/title.jpg`)).status).toBe(404);
  });
});
