import { defineModule } from '../../src/host/module-contract.ts';
import { courseFilesEnvSchema } from './env.server.ts';
import { messages } from './locales/messages.ts';

/**
 * The course-file engine (GPX, KML, KMZ; recorded runs in GPX, TCX, FIT → a course profile): no
 * pages, no API, no database of its own. Listed so that the host checks its environment slice and
 * the contract test its refusal messages in the four languages.
 */
export const courseFilesModule = defineModule({
  name: 'course-files',
  messages,
  env: courseFilesEnvSchema,
});
