import { z } from 'zod';
import { defineEnv } from '../../src/host/env.server.ts';

/** The courses module's settings (README: configuration); the upload cap and parsing threads are the course-file engine's, the terrain model the heights'. */
export const coursesEnvSchema = z.object({
  /** Map style (MapLibre style JSON URL) for course maps; without it, an offline plain background. */
  MAP_STYLE_URL: z.string().url().optional(),
});

export const coursesEnv = defineEnv(coursesEnvSchema);
