import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, userIdColumn, uuidKeyColumn } from '../../../src/db/columns.ts';
import type { CorrectedHeights, HeightsStatus } from '../services/course-heights.ts';

/**
 * A course's heights corrected from recorded runs (issue 26): one row per upload, kept as its
 * history. Only the derived heights and each run's fit are stored, never a run's file, positions or
 * times. `proposed` (the owner's or the team's preview) and `suggested` (a member's, in the review
 * queue) wait for a decision; `accepted` ones can be put in use (course.heights_id); `discarded`
 * ones stay in the history.
 */
const CourseHeightsSchema = defineEntity({
  name: 'CourseHeights',
  tableName: 'course_heights',
  properties: {
    id: uuidKeyColumn(),
    courseUuid: p.uuid().index(),
    status: p.string().length(10).$type<HeightsStatus>().index(),
    /** better-auth user id of who uploaded the runs. */
    submittedBy: userIdColumn().nullable(),
    heights: p.json<CorrectedHeights>(),
    createdAt: createdAtColumn(),
    decidedAt: p.datetime().nullable(),
    decidedBy: userIdColumn().nullable(),
  },
});

export class CourseHeights extends CourseHeightsSchema.class {}
CourseHeightsSchema.setClass(CourseHeights);
