import { readFile, stat } from 'node:fs/promises';
import { ioOf, type CliContext, type CliIo } from '../../../src/cli/cli-context.ts';
import path from 'node:path';
import type { CommandHelp } from '../../../src/cli/command-help.ts';
import {
  buildCourseProfile,
  courseErrorMessage,
  CourseFileError,
  DEFAULT_LIMITS,
  readRecordedRun,
  type CourseProfile,
  type RecordedRun,
} from '../../course-files/index.ts';
import { courseQualityNotes } from '../ui/quality-notes.ts';
import { correctCourse, type RunFit } from '../services/course-correction.ts';
import type { BridgeStretch } from '../services/bridge-guard.ts';
import { terrainCorrection } from '../services/terrain-profile.ts';
import { terrainSourceOf } from '../services/terrain-source.ts';
import { terrainConfig } from '../env.server.ts';

const USAGE = 'usage: paceband course <file.gpx|file.kml|file.kmz> [--recorded <run.gpx|run.tcx|run.fit> … | --terrain] [--json]';

/** `paceband course --help` (src/cli/command-help.ts). */
export const help: CommandHelp = {
  usage: 'paceband course <file.gpx|file.kml|file.kmz> [--recorded <run.gpx|run.tcx|run.fit> … | --terrain] [--json]',
  summary:
    'Reads a course file and prints its profile summary and quality report; with recorded runs, the profile corrected from them and how each run fitted; with --terrain, the profile re-profiled from the configured terrain model (TERRAIN_DIR or TERRAIN_URL) and the bridges kept from the file.',
  options: [
    {
      flag: '--recorded RUN',
      text: 'a run recorded on the course, GPX, TCX or FIT (repeatable)',
      example: 'paceband course berlin.gpx --recorded my-run.fit',
    },
    {
      flag: '--terrain',
      text: 'heights from the terrain model that TERRAIN_DIR (GeoTIFF tiles, e.g. TERRAIN_DIR=/data/glo30) or TERRAIN_URL (OpenTopoData) names; the file’s kept over level bridges',
      example: 'paceband course berlin.gpx --terrain --json',
    },
    { flag: '--json', text: 'the summary as JSON', example: 'paceband course berlin.gpx --json' },
  ],
};

/**
 * `paceband course <file> [--recorded RUN …] [--json]`: reads a course file and prints its profile
 * summary and quality report; with recorded runs, the profile corrected from them (issue 26) and
 * how each run fitted.
 */
export async function run(argv: string[], context?: CliContext): Promise<number> {
  const io = ioOf(context);
  const json = argv.includes('--json');
  const terrain = argv.includes('--terrain');
  const files: string[] = [];
  const recorded: string[] = [];
  let bad = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--json' || arg === '--terrain') continue;
    if (arg === '--recorded') {
      const next = argv[++i];
      if (next === undefined || next.startsWith('--')) bad = true;
      else recorded.push(next);
    } else if (arg.startsWith('--')) bad = true;
    else files.push(arg);
  }
  if (files.length !== 1 || bad || (terrain && recorded.length > 0)) {
    io.stderr(`${USAGE}\n`);
    return 2;
  }
  const file = files[0]!;
  let profile: CourseProfile;
  let fits: RunFit[] = [];
  let bridges: BridgeStretch[] | undefined;
  try {
    profile = buildCourseProfile(await readBytes(file), path.basename(file));
    if (recorded.length > 0) {
      const runs: RecordedRun[] = [];
      for (const name of recorded) {
        try {
          runs.push(readRecordedRun(await readBytes(name), path.basename(name)));
        } catch (error) {
          if (error instanceof CourseFileError) throw new CourseFileError(error.code, { ...error.params, file: path.basename(name) });
          throw error;
        }
      }
      const correction = correctCourse(profile, runs);
      profile = correction.profile;
      fits = correction.runs;
    }
    if (terrain) {
      const config = terrainConfig();
      if (!config) throw new CourseFileError('terrainOff');
      const correction = await terrainCorrection(profile, await terrainSourceOf(config));
      profile = correction.profile;
      bridges = correction.bridges;
    }
  } catch (error) {
    if (error instanceof CliReadError) return fail(io, error.message);
    if (error instanceof CourseFileError && error.code.startsWith('terrain')) return fail(io, courseErrorMessage(error));
    if (error instanceof CourseFileError) return fail(io, `${error.params.file ?? path.basename(file)}: ${courseErrorMessage(error)}`);
    throw error;
  }
  const summary = {
    ...summaryOf(profile),
    quality: qualityOf(profile),
    ...(fits.length ? { runs: fits } : {}),
    ...(bridges ? { bridges } : {}),
  };
  io.stdout(json ? `${JSON.stringify(summary)}\n` : humanSummary(profile, fits, bridges ?? []));
  return 0;
}

class CliReadError extends Error {}

/** A file's bytes, refused by size before reading (the engine's cap, without loading 2 GB first). */
async function readBytes(file: string): Promise<Uint8Array> {
  let size: number;
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new Error('not a file');
    size = info.size;
  } catch {
    throw new CliReadError(`cannot read ${file}`);
  }
  if (size > DEFAULT_LIMITS.maxBytes) {
    throw new CourseFileError('fileTooLarge', { maxMb: DEFAULT_LIMITS.maxBytes / (1024 * 1024), file: path.basename(file) });
  }
  try {
    return await readFile(file);
  } catch {
    throw new CliReadError(`cannot read ${file}`);
  }
}

/** The quality report: the stored figures and the warnings in plain English. */
function qualityOf(profile: CourseProfile) {
  return { ...profile.quality, warnings: courseQualityNotes(profile, null, 'en') };
}

function fail(io: CliIo, message: string): number {
  io.stderr(`error: ${message}\n`);
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

function humanSummary(profile: CourseProfile, fits: RunFit[], bridges: BridgeStretch[]): string {
  const s = summaryOf(profile);
  const e = s.elevation;
  const q = profile.quality;
  const lines = [
    `${s.name ? `${s.name}: ` : ''}${s.format.toUpperCase()} course, ${s.distanceKm.toFixed(2)} km, ${s.points} points`,
    s.hasElevation
      ? `elevation: +${e.gainM} m / -${e.lossM} m, ${e.minM}–${e.maxM} m, start ${e.startM} m, finish ${e.finishM} m`
      : 'elevation: none in the file (treated as flat)',
    `aid stations: ${s.aidStations.length}${s.aidStations.length ? ` (${s.aidStations.map((a) => `${a.km} km`).join(', ')})` : ''}`,
    ...(q
      ? [
          `heights: ${q.source === 'runs' ? `${q.runs} recorded run(s)` : q.source === 'terrain' ? 'the terrain model' : 'the file'}, ${q.pointsWithHeight}/${q.pointCount} points, removed ${q.spikes} spikes, ${q.jumps} jumps, ${q.gradeOutliers} steep outliers`,
        ]
      : []),
    ...bridges.map(
      (b) => `bridge kept from the file: km ${(b.fromM / 1000).toFixed(2)}–${(b.toM / 1000).toFixed(2)} (the terrain drops ${b.dropM} m)`,
    ),
    ...fits.map((f) => `run ${f.fileName}: offset ${f.offsetM} m, fit ${f.fitM} m, covers ${Math.round(f.coverage * 100)} %`),
    ...courseQualityNotes(profile, null, 'en').map((note) => `warning: ${note}`),
  ];
  return `${lines.join('\n')}\n`;
}
