import { z } from 'zod';
import { defineEnv } from '../../src/host/env.server.ts';

/** The course-file engine's settings (README: configuration). */
export const courseFilesEnvSchema = z.object({
  /** Largest course file accepted (GPX, KML, KMZ), in MB; refused before the body is read. */
  COURSE_UPLOAD_MAX_MB: z.coerce.number().positive().max(200).default(25),
  /** Worker threads that parse uploaded course files; 0 parses on the web process's thread. Default: cores − 1, at least 1. */
  COURSE_PARSE_THREADS: z.coerce.number().int().min(0).max(64).optional(),
  /** Uploads waiting for a parsing thread; one more answers 503 with Retry-After. */
  COURSE_PARSE_QUEUE: z.coerce.number().int().min(1).max(1000).default(8),
});

export const courseFilesEnv = defineEnv(courseFilesEnvSchema);

/** The upload cap of course files and recorded runs (COURSE_UPLOAD_MAX_MB), bytes. */
export function courseUploadMaxBytes(): number {
  return courseFilesEnv().COURSE_UPLOAD_MAX_MB * 1024 * 1024;
}
