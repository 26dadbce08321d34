import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, updatedAtColumn, userIdColumn, uuidKeyColumn } from '../../../src/db/columns.ts';
import type { CourseProfile } from '../../course-files/index.ts';
import type { AidStation, CourseStatus, CourseSummaryFigures, TitleImageFacts } from '../services/course-types.ts';

/**
 * A race course: what the runner typed, the engine's profile of the uploaded file, and the aid
 * stations. The original bytes live in `course_file` so lists never load them. Soft-deleted
 * courses keep their row: bands built on them still resolve the profile by uuid.
 */
const CourseSchema = defineEntity({
  name: 'Course',
  tableName: 'course',
  properties: {
    uuid: uuidKeyColumn(),
    /** From the title at creation, never changed afterwards: links to the course must keep working. */
    slug: p.string().length(100).unique(),
    title: p.string().length(120),
    series: p.string().length(120).nullable(),
    city: p.string().length(100).nullable(),
    stateCode: p.string().length(10).nullable(),
    countryCode: p.string().length(2).nullable(),
    website: p.string().length(500).nullable(),
    facebook: p.string().length(100).nullable(),
    note: p.string().length(500).nullable(),
    description: p.text().nullable(),
    status: p.string().length(10).$type<CourseStatus>().index(),
    /** A DISTANCE_PRESETS id, or null for a custom distance. */
    distancePreset: p.string().length(10).nullable(),
    /** The race distance in metres (the preset's, or the custom one). */
    distanceM: p.double(),
    /** The engine's CourseProfile; large (~100 KB), so only loaded when asked for. */
    profile: p.json<CourseProfile>().lazy(),
    /** Track length, gain, loss, min and max from the profile, for lists without the profile. */
    summary: p.json<CourseSummaryFigures>(),
    aidStations: p.json<AidStation[]>(),
    /** The accepted corrected heights in use (course_heights), or null for the file's own heights. */
    heightsId: p.uuid().nullable(),
    /** The race's published elevation gain, metres, as its owner or the team entered it. */
    publishedGainM: p.double().nullable(),
    /** The title image's version and page size (bytes in course_title_image), or null without one. */
    titleImage: p.json<TitleImageFacts>().nullable(),
    /** better-auth user id; null for the team's courses (seed). */
    ownerId: userIdColumn().nullable().index(),
    createdAt: createdAtColumn().index(),
    updatedAt: updatedAtColumn(),
    deletedAt: p.datetime().nullable(),
    /** When the owner asked the team to publish this private course; null when nothing is waiting (the review queue). */
    publishRequestedAt: p.datetime().nullable().index(),
    /** The owner's note to the team with the request. */
    publishRequestNote: p.string().length(500).nullable(),
    /** The language the owner asked in: the team's answer is mailed in it. */
    publishRequestLocale: p.string().length(2).nullable(),
    /** The team's last answer to a request (also mailed to the owner), and when. */
    reviewAnswer: p.text().nullable(),
    reviewAnsweredAt: p.datetime().nullable(),
  },
  indexes: [
    // Accent-insensitive full-text search (function course_search.vector from the migration); matched by name only.
    {
      name: 'course_search_index',
      expression: 'create index "course_search_index" on "course" using gin (course_search.vector(title, series, city))',
    },
  ],
});

export class Course extends CourseSchema.class {}
CourseSchema.setClass(Course);
