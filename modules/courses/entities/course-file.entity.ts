import { defineEntity, p } from '@mikro-orm/core';
import type { FileEncoding } from '../data/course.dto.ts';
import { createdAtColumn } from '../../../src/db/columns.ts';

/**
 * The file a course was built from, as uploaded: its owner and the team can download it again.
 * Kept apart from `course` so that reading a course never drags megabytes of bytea along.
 * `data` is packed as `encoding` says (data/file-packing.ts); `size` is the file's own length.
 */
const CourseFileSchema = defineEntity({
  name: 'CourseFile',
  tableName: 'course_file',
  properties: {
    courseUuid: p.uuid().primary(),
    fileName: p.string().length(200),
    contentType: p.string().length(100),
    size: p.integer(),
    data: p.blob(),
    encoding: p.string().length(8).$type<FileEncoding>().default('identity'),
    createdAt: createdAtColumn(),
  },
});

export class CourseFile extends CourseFileSchema.class {}
CourseFileSchema.setClass(CourseFile);
