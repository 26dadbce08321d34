import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { buildCourseProfile, courseErrorMessage, CourseFileError, DEFAULT_LIMITS, type CourseProfile } from '../index.ts';

const USAGE = 'usage: paceband course <file.gpx|file.kml|file.kmz> [--json]';

/** `paceband course <file> [--json]`: reads a course file and prints its profile summary. */
export async function run(argv: string[]): Promise<number> {
  const json = argv.includes('--json');
  const files = argv.filter((arg) => !arg.startsWith('--'));
  const unknown = argv.filter((arg) => arg.startsWith('--') && arg !== '--json');
  if (files.length !== 1 || unknown.length > 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const file = files[0]!;
  let bytes: Uint8Array;
  try {
    // Refuse by size before reading: the same cap the engine applies, without loading 2 GB first.
    const info = await stat(file);
    if (!info.isFile()) throw new Error('not a file');
    if (info.size > DEFAULT_LIMITS.maxBytes) {
      return fail(courseErrorMessage(new CourseFileError('fileTooLarge', { maxMb: DEFAULT_LIMITS.maxBytes / (1024 * 1024) })));
    }
    bytes = await readFile(file);
  } catch {
    return fail(`cannot read ${file}`);
  }
  let profile: CourseProfile;
  try {
    profile = buildCourseProfile(bytes, path.basename(file));
  } catch (error) {
    if (error instanceof CourseFileError) return fail(`${path.basename(file)}: ${courseErrorMessage(error)}`);
    throw error;
  }
  process.stdout.write(json ? `${JSON.stringify(summaryOf(profile))}\n` : humanSummary(profile));
  return 0;
}

function fail(message: string): number {
  process.stderr.write(`error: ${message}\n`);
  return 1;
}

const metres = (value: number) => Math.round(value);

export function summaryOf(profile: CourseProfile) {
  const e = profile.elevation;
  return {
    ...(profile.name ? { name: profile.name } : {}),
    format: profile.format,
    distanceKm: Math.round(profile.distanceM / 10) / 100,
    points: profile.pointCount,
    hasElevation: profile.hasElevation,
    elevation: {
      gainM: metres(e.gainM),
      lossM: metres(e.lossM),
      minM: metres(e.minM),
      maxM: metres(e.maxM),
      startM: metres(e.startM),
      finishM: metres(e.finishM),
    },
    aidStations: profile.aidStations.map((a) => ({ km: Math.round(a.distanceM / 10) / 100, name: a.name })),
  };
}

function humanSummary(profile: CourseProfile): string {
  const s = summaryOf(profile);
  const e = s.elevation;
  const lines = [
    `${s.name ? `${s.name}: ` : ''}${s.format.toUpperCase()} course, ${s.distanceKm.toFixed(2)} km, ${s.points} points`,
    s.hasElevation
      ? `elevation: +${e.gainM} m / -${e.lossM} m, ${e.minM}–${e.maxM} m, start ${e.startM} m, finish ${e.finishM} m`
      : 'elevation: none in the file (treated as flat)',
    `aid stations: ${s.aidStations.length}${s.aidStations.length ? ` (${s.aidStations.map((a) => `${a.km} km`).join(', ')})` : ''}`,
  ];
  return `${lines.join('\n')}\n`;
}
