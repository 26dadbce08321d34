import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn } from '../../../src/db/columns.ts';

/**
 * A course's title image as served (issue 32): the page picture (WebP) and the Open Graph card
 * (JPEG), both re-encoded from the upload, which is not kept. In PostgreSQL like the course file
 * and the avatars: every replica serves it, and the container has no volume. Its size and
 * version live on the course row (`course.title_image`), so pages never load these bytes.
 */
const CourseTitleImageSchema = defineEntity({
  name: 'CourseTitleImage',
  tableName: 'course_title_image',
  properties: {
    courseUuid: p.uuid().primary(),
    version: p.string().length(16),
    page: p.blob(),
    card: p.blob(),
    createdAt: createdAtColumn(),
  },
});

export class CourseTitleImage extends CourseTitleImageSchema.class {}
CourseTitleImageSchema.setClass(CourseTitleImage);
