import { defineModule } from '../../src/host/module-contract.ts';
import { CourseHeights } from './entities.ts';
import { courseHeightsEnvSchema } from './env.server.ts';
import { messages } from './locales/messages.ts';

/**
 * Course heights (issue 26): corrections from recorded runs and from a terrain model (GeoTIFF
 * tiles or an OpenTopoData service) with the bridge guard, their history, the course page's
 * heights section and quality report, and `paceband course`. Between the course-file engine and
 * the courses module, which shows the section and mounts its routes.
 */
export const courseHeightsModule = defineModule({
  name: 'course-heights',
  entities: [CourseHeights],
  messages,
  env: courseHeightsEnvSchema,
  cli: { course: () => import('./cli/course.ts') },
});
