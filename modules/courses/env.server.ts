import { z } from 'zod';
import { defineEnv } from '../../src/host/env.server.ts';

/** The courses module's settings (README: configuration). */
export const coursesEnvSchema = z.object({
  /** Largest course file accepted (GPX, KML, KMZ), in MB; refused before the body is read. */
  COURSE_UPLOAD_MAX_MB: z.coerce.number().positive().max(200).default(25),
  /** Map style (MapLibre style JSON URL) for course maps; without it, an offline plain background. */
  MAP_STYLE_URL: z.string().url().optional(),
});

export const coursesEnv = defineEnv(coursesEnvSchema);
