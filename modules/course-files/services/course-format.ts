import type { CourseFormat } from './course-profile.ts';
import { CourseFileError } from './course-file-error.ts';

const COMING_SOON: Record<string, string> = { tcx: 'TCX', csv: 'CSV' };

/**
 * The file name decides the format (browsers and OSes give unreliable MIME types for these);
 * the content is then sanity-checked by each reader against that promise.
 */
export function formatFromFileName(fileName: string): CourseFormat {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  if (extension === 'gpx' || extension === 'kml' || extension === 'kmz') return extension;
  const soon = COMING_SOON[extension];
  if (soon) throw new CourseFileError('formatComingSoon', { format: soon });
  throw new CourseFileError('formatUnsupported', { extension: extension ? `.${extension}` : base });
}
