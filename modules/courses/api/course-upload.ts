import type { Context } from 'hono';
import type { Locale } from '../../../src/i18n/locales.ts';
import { parseAndPackCourseFile } from '../../course-files/index.ts';
import { courseErrorMessage } from '../../course-files/index.ts';
import { CourseFileError } from '../../course-files/index.ts';
import type { CourseProfile } from '../../course-files/index.ts';
import { contentTypeOf } from '../services/course-preview.ts';
import type { StoredCourseFile } from '../data/course.dto.ts';
import { TITLE_IMAGE_MAX_BYTES } from '../services/title-image.ts';
import { nodeBodyOf, type StreamedFile } from '../../../src/host/uploads/multipart-stream.ts';
import { streamMultipartOffThread } from '../../../src/host/uploads/multipart-off-thread.ts';
import { TITLE_IMAGE_FIELD } from './title-image-upload.ts';
import { TooLargeError, ValidationError } from '../../../src/lib/http-errors.ts';

/** Room for the form's other fields (description, aid stations…) beside the file. */
export const FORM_OVERHEAD_BYTES = 256 * 1024;

export interface ReadForm {
  fields: Record<string, string>;
  file: StreamedFile | null;
  /** The title image, when the form sent one (`tooLarge` past TITLE_IMAGE_MAX_BYTES). */
  extras: Record<string, StreamedFile>;
}

/**
 * The multipart body (capped by bodyLimit) as strings plus the course file and the title image, if
 * any: written to a temporary file as it arrives and split in a worker thread
 * (src/host/uploads/multipart-off-thread.ts), so a 24 MB course file costs the event loop only the
 * chunks' hand-over; no more of the picture than its own cap is ever held.
 */
export async function readMultipart(c: Context): Promise<ReadForm | null> {
  return streamMultipartOffThread(c.req.raw, {
    nodeBody: nodeBodyOf(c.env, c.req.raw),
    extraFiles: { [TITLE_IMAGE_FIELD]: TITLE_IMAGE_MAX_BYTES },
  });
}

export interface BuiltUpload {
  profile: CourseProfile;
  upload: StoredCourseFile;
}

/**
 * Runs the engine on an uploaded file. A refusal is thrown translated (courseErrorMessage) on the
 * `file` field: TooLargeError past the size limit, else ValidationError.
 */
export async function buildUpload(file: StreamedFile, maxBytes: number, locale: Locale): Promise<BuiltUpload> {
  const name = file.name.replace(/[\\/]/g, '_').slice(-200) || 'course';
  try {
    if (file.size > maxBytes) throw new CourseFileError('fileTooLarge', { maxMb: Math.round((maxBytes / 1048576) * 10) / 10 });
    const size = file.bytes.length;
    // The bytes move to the parse worker (no copy), which sends back the profile and the file packed.
    const { profile, gzipped } = await parseAndPackCourseFile(file.bytes, name, { maxBytes });
    return { profile, upload: { name, contentType: contentTypeOf(profile.format), size, data: gzipped, encoding: 'gzip' } };
  } catch (error) {
    if (!(error instanceof CourseFileError)) throw error;
    const message = courseErrorMessage(error, locale);
    throw error.code === 'fileTooLarge' ? new TooLargeError(message, { file: [message] }) : new ValidationError({ file: [message] });
  }
}
