import { defineEntity, p } from '@mikro-orm/core';
import type { CourseProfile } from '../../course-files/index.ts';
import type { FileEncoding } from '../data/course.dto.ts';
import { createdAtColumn, userIdColumn } from '../../../src/db/columns.ts';

/**
 * An uploaded course file the form previewed, kept a short while so that saving the form sends its
 * token instead of the file again and nothing is parsed twice (issue 30 point 5). In PostgreSQL,
 * not in a replica's memory: the save may reach another replica. `tokenHash` is the SHA-256 of the
 * random token the browser holds (a leaked row does not give the token); `ownerId` is the user who
 * uploaded it, the only one who may use it. Expired rows are swept (data/upload-preview.repository.ts).
 */
const CourseUploadPreviewSchema = defineEntity({
  name: 'CourseUploadPreview',
  tableName: 'course_upload_preview',
  properties: {
    tokenHash: p.string().length(64).primary(),
    ownerId: userIdColumn().index(),
    fileName: p.string().length(200),
    contentType: p.string().length(100),
    /** The file packed as `encoding` says (data/file-packing.ts); `size` is its own length. */
    data: p.blob(),
    encoding: p.string().length(8).$type<FileEncoding>().default('identity'),
    size: p.integer().default(0),
    profile: p.json<CourseProfile>(),
    expiresAt: p.datetime().index(),
    createdAt: createdAtColumn(),
  },
});

export class CourseUploadPreview extends CourseUploadPreviewSchema.class {}
CourseUploadPreviewSchema.setClass(CourseUploadPreview);
