/**
 * The plan on a watch (issue 27 point 1): a band's plan as a FIT workout, a FIT course whose
 * virtual partner runs the plan, or a GPX course with the plan's times, written with Garmin's
 * FIT SDK. It reads the pacing engine's plans and the courses module's profiles; the band builder
 * (pages, saved bands), the public API and the command line offer the files.
 */
export { watchFile, walkMpsOf, watchFileHeaders, WatchFileError, type WatchFile, type WatchKind } from './services/watch-file.ts';
// The same in the worker pool (request handlers: a marathon course is tens of ms of CPU).
export { writeWatchFile, watchPool } from './services/watch-pool.ts';
export { parseWatchQuery, watchFileField, watchFileMessage } from './services/watch-query.ts';
export { watchFileResponse } from './api.ts';
// "On your watch", for the build page and the saved bands.
export { WatchFiles } from './ui/watch-files.tsx';
export { bandWatchApi } from './api-paths.ts';
