/**
 * Every way an uploaded course file can be refused. The code is the key of a message in
 * modules/courses/locales/*.ts (`courseFile.<code>`); params fill its `{placeholders}`.
 * No HTTP here: the web layer decides the status, the CLI prints one line.
 */
export const COURSE_FILE_ERROR_CODES = [
  'fileEmpty',
  'fileTooLarge',
  'formatUnsupported',
  'formatComingSoon',
  'contentMismatch',
  'notText',
  'xmlMalformed',
  'xmlDoctype',
  'archiveInvalid',
  'archiveTooLarge',
  'archiveTooManyEntries',
  'archiveNoKml',
  'tooFewPoints',
  'tooManyPoints',
  'coordinateInvalid',
  'timesOutOfOrder',
  'courseTooShort',
  'runFormatUnsupported',
  'fitDamaged',
  'runNoTimes',
  'runNoElevation',
  'runTooLong',
  'runOffCourse',
  'runPartial',
  'tooManyRuns',
  'terrainOff',
  'terrainUnavailable',
  'terrainTimeout',
  'terrainBadAnswer',
  'terrainBadTile',
  'terrainNoTiles',
  'terrainNoCoverage',
] as const;

export type CourseFileErrorCode = (typeof COURSE_FILE_ERROR_CODES)[number];

export type CourseFileErrorParams = Readonly<Record<string, string | number>>;

export class CourseFileError extends Error {
  override readonly name = 'CourseFileError';

  constructor(
    readonly code: CourseFileErrorCode,
    readonly params: CourseFileErrorParams = {},
  ) {
    // The English-free technical message is for logs; users see courseErrorMessage().
    super(`${code}${Object.keys(params).length ? ` ${JSON.stringify(params)}` : ''}`);
  }
}

export function isCourseFileError(error: unknown): error is CourseFileError {
  return error instanceof CourseFileError;
}
