import { Hono } from 'hono';
import { bodyCap } from '../../../src/host/body-cap.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { BadRequestError, NotFoundError, TooLargeError, UnauthenticatedError, ValidationError } from '../../../src/lib/http-errors.ts';
import { rateLimit } from '../../../src/host/rate-limit.ts';
import { t } from '../locales/messages.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { createCourse, findCourseSummary, updateCourse } from '../data/course.repository.ts';
import { parseCourseForm } from '../services/course-form.ts';
import { canEditCourse, canSetStatus } from '../services/course-permissions.ts';
import { PREVIEW_TOKEN_FIELD, toPreview } from '../services/course-preview.ts';
import { localeOf, type CoursesApiDeps } from './api-deps.ts';
import { buildUpload, FORM_OVERHEAD_BYTES, readMultipart, type ReadForm } from './course-upload.ts';
import { dropUploadPreview, findUploadPreview, putUploadPreview, type PreviewedUpload } from '../data/upload-preview.repository.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { TITLE_IMAGE_MAX_BYTES } from '../services/title-image.ts';
import { titleImageChange } from './title-image-upload.ts';
import { coursesApiPaths } from '../api-paths.ts';

/**
 * Upload preview, create and update: multipart bodies sent by the course form (XMLHttpRequest,
 * for the progress bar), answered in JSON; the form then navigates to `redirect`.
 */
export function saveRoutes(deps: CoursesApiDeps) {
  // Refuses by Content-Length before reading, and stops reading a chunked body at the cap.
  const capped = bodyCap(deps.maxUploadBytes() + FORM_OVERHEAD_BYTES, (c) => {
    const locale = localeOf(c);
    throw new TooLargeError(t(locale).courses.errors.uploadFailed());
  });

  // Saving may carry the title image too; the picture's own cap is kept while it streams.
  const cappedSave = bodyCap(deps.maxUploadBytes() + TITLE_IMAGE_MAX_BYTES + FORM_OVERHEAD_BYTES, (c) => {
    throw new TooLargeError(t(localeOf(c)).courses.errors.uploadFailed());
  });

  // Parsing a course file is the heaviest thing a user can ask for: cap it per client.
  const parseLimit = rateLimit({ name: 'course-parse', windowMs: 60_000, max: 60 });

  /**
   * The course file a save brings: the previewed upload its token names (parsed once, at the
   * preview), else the file sent with the form, parsed now; null when neither came. A token that
   * is not the user's, or has expired, is refused unless the file came with it.
   */
  async function savedUpload(form: ReadForm, ownerId: string, locale: Locale): Promise<PreviewedUpload | null> {
    const token = form.fields[PREVIEW_TOKEN_FIELD];
    if (token) {
      const previewed = await findUploadPreview(requestEm(), ownerId, token);
      if (previewed) return previewed;
      if (!form.file) throw new ValidationError({ [PREVIEW_TOKEN_FIELD]: [t(locale).courses.errors.previewExpired()] });
    }
    return form.file ? buildUpload(form.file, deps.maxUploadBytes(), locale) : null;
  }

  const forgetPreview = async (form: ReadForm, ownerId: string) => {
    const token = form.fields[PREVIEW_TOKEN_FIELD];
    if (token) await dropUploadPreview(requestEm(), ownerId, token);
  };

  return new Hono()
    .use(parseLimit)
    .post(coursesApiPaths.routes.preview.pattern, capped, async (c) => {
      const viewer = await deps.viewer(c);
      if (viewer.kind !== 'user') throw new UnauthenticatedError();
      const form = await readMultipart(c);
      const locale = localeOf(c, form?.fields);
      if (!form?.file) throw new ValidationError({ file: [t(locale).courses.errors.fileRequired()] });
      const built = await buildUpload(form.file, deps.maxUploadBytes(), locale);
      // Kept for the save: the form sends this token back instead of the file.
      const previewToken = await putUploadPreview(requestEm(), viewer.id, built);
      return c.json({ preview: toPreview(built.profile), previewToken });
    })
    .post(coursesApiPaths.routes.create.pattern, cappedSave, async (c) => {
      const viewer = await deps.viewer(c);
      if (viewer.kind !== 'user') throw new UnauthenticatedError();
      const form = await readMultipart(c);
      const locale = localeOf(c, form?.fields);
      const E = t(locale).courses.errors;
      if (!form) throw new BadRequestError(E.uploadFailed());
      const built = await savedUpload(form, viewer.id, locale);
      if (!built) throw new ValidationError({ file: [E.fileRequired()] });
      const parsed = parseCourseForm(form.fields, locale, built.profile.distanceM);
      if (!parsed.ok) throw new ValidationError(parsed.errors, E.summary());
      if (!canSetStatus(viewer, null, parsed.value.status)) throw new ValidationError({ status: [E.statusPublic()] });
      const titleImage = await titleImageChange(form, locale);
      const course = await createCourse(requestEm(), {
        input: parsed.value,
        profile: built.profile,
        file: built.upload,
        ownerId: viewer.id,
        titleImage,
      });
      await forgetPreview(form, viewer.id);
      return c.json({ uuid: course.uuid, slug: course.slug, redirect: routePath(locale, 'course.show', { slug: course.slug }) }, 201);
    })
    .post(coursesApiPaths.routes.save.pattern, cappedSave, async (c) => {
      const viewer = await deps.viewer(c);
      if (viewer.kind !== 'user') throw new UnauthenticatedError();
      const em = requestEm();
      const existing = await findCourseSummary(em, c.req.param('uuid'));
      // Not yours reads as not there: the uuid of a private course must not be confirmed.
      if (!existing || !canEditCourse(viewer, existing)) throw new NotFoundError();
      const form = await readMultipart(c);
      const locale = localeOf(c, form?.fields);
      const E = t(locale).courses.errors;
      if (!form) throw new BadRequestError(E.uploadFailed());
      const built = await savedUpload(form, viewer.id, locale);
      const parsed = parseCourseForm(form.fields, locale, built?.profile.distanceM ?? existing.summary.trackM);
      if (!parsed.ok) throw new ValidationError(parsed.errors, E.summary());
      if (!canSetStatus(viewer, existing.status, parsed.value.status)) throw new ValidationError({ status: [E.statusPublic()] });
      const titleImage = await titleImageChange(form, locale);
      const course = await updateCourse(em, existing.uuid, {
        input: parsed.value,
        profile: built?.profile,
        file: built?.upload,
        titleImage,
      });
      if (!course) throw new NotFoundError();
      await forgetPreview(form, viewer.id);
      return c.json({ uuid: course.uuid, slug: course.slug, redirect: routePath(locale, 'course.show', { slug: course.slug }) });
    });
}
