/**
 * Issue 15, point 1: long runs of blanks, commas and digits in every place a course parser reads
 * text (GPX, KML, KMZ, timestamps). Each must end with a course or a CourseFileError: never
 * another exception. How long they take is measured by `npm run bench` (hostile-input.bench.ts),
 * never asserted here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOSTILE_RUNS, hostileText } from '../../../src/lib/hostile-text.test-support.ts';
import { hostileRuns } from '../../../src/lib/hostile-runs.ts';
import { hostileDocuments } from '../bench/hostile-documents.ts';
import { buildCourseProfile } from './build-course-profile.ts';
import { CourseFileError } from './course-file-error.ts';
import { coordinateTuples } from './kml-coordinates.ts';
import { readTime } from './point-values.ts';

function outcome(bytes: Uint8Array, fileName: string): 'course' | 'refused' {
  try {
    buildCourseProfile(bytes, fileName);
    return 'course';
  } catch (error) {
    if (error instanceof CourseFileError) return 'refused';
    throw error;
  }
}

/** The former reader, for comparison: same tuples, only quadratic. */
const splitByRegex = (text: string) =>
  text
    .trim()
    .replace(/\s*,\s*/g, ',')
    .split(/\s+/)
    .filter((t) => t !== '')
    .map((t) => t.split(','));

describe('KML coordinates (linear reader)', () => {
  it('reads what the regular expressions read, spaces around commas included', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('1', '2', '.', '-', ',', ' ', '\n', '\t'), maxLength: 40 }), (text) => {
        expect(coordinateTuples(text)).toEqual(splitByRegex(text));
      }),
      { numRuns: 2000, seed: 15 },
    );
  });

  it('reads a real coordinate list', () => {
    expect(coordinateTuples(' 13.3,52.5,34\n\t13.31 , 52.5 ,35 ')).toEqual([
      ['13.3', '52.5', '34'],
      ['13.31', '52.5', '35'],
    ]);
  });

  it('a run of 150,000 blanks between two numbers is two tuples', () => {
    expect(coordinateTuples(`1${' '.repeat(150_000)}2`)).toEqual([['1'], ['2']]);
  });
});

describe('every course parser answers long runs of blanks, commas and digits', () => {
  it.each(hostileRuns(60_000).map((run) => [run.name, run.text] as const))('%s', (_, text) => {
    for (const doc of hostileDocuments(text)) expect(['course', 'refused']).toContain(outcome(doc.bytes, doc.fileName));
  });

  it('generated runs, in every document shape', () => {
    fc.assert(
      fc.property(hostileText(), (text) => {
        for (const doc of hostileDocuments(text)) expect(['course', 'refused']).toContain(outcome(doc.bytes, doc.fileName));
      }),
      HOSTILE_RUNS,
    );
  });

  it('timestamps: a run is a missing time (NaN), never an exception', () => {
    fc.assert(
      fc.property(hostileText(), (text) => {
        expect(typeof readTime(text)).toBe('number');
      }),
      HOSTILE_RUNS,
    );
  });
});
