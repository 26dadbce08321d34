import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildCourseProfile, type BuildCourseOptions } from './build-course-profile.ts';
import { courseErrorMessage } from './course-error-message.ts';
import { CourseFileError, type CourseFileErrorCode } from './course-file-error.ts';
import { MAX_POINTS } from './course-file-limits.ts';
import { bytesOf, gpxBytes, gpxText, kmlText, linePoints } from '../../../tests/support/synthetic-courses.ts';
import { tempDir } from '../../../tests/support/temp-dir.ts';

function refusal(bytes: Uint8Array, name: string, options?: BuildCourseOptions): CourseFileError {
  try {
    buildCourseProfile(bytes, name, options);
  } catch (error) {
    if (error instanceof CourseFileError) return error;
    throw new Error(`expected a CourseFileError, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected the file to be refused');
}

function expectRefused(bytes: Uint8Array, name: string, code: CourseFileErrorCode, params?: Record<string, unknown>) {
  const error = refusal(bytes, name);
  expect(error.code).toBe(code);
  if (params) expect(error.params).toMatchObject(params);
  return error;
}

const good = gpxText(linePoints(50, { ele: (i) => 30 + i / 10 }));

/** Deterministic "random" bytes (xorshift), like a photo renamed .gpx. */
function garbage(size: number): Uint8Array {
  const out = new Uint8Array(size);
  let s = 0x9e3779b9;
  for (let i = 0; i < size; i++) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    out[i] = s & 0xff;
  }
  return out;
}

describe('file name and size', () => {
  it.each([
    ['run.tcx', 'formatComingSoon', { format: 'TCX' }],
    ['run.CSV', 'formatComingSoon', { format: 'CSV' }],
    ['run.fit', 'formatUnsupported', { extension: '.fit' }],
    ['course.gpx.exe', 'formatUnsupported', { extension: '.exe' }],
    ['README', 'formatUnsupported', { extension: 'README' }],
  ] as const)('%s is refused with %s', (name, code, params) => {
    expectRefused(bytesOf(good), name, code, params);
  });

  it('accepts the extension in any case', () => {
    expect(buildCourseProfile(bytesOf(good), 'COURSE.GPX').format).toBe('gpx');
  });

  it('refuses an empty file and a file of blanks', () => {
    expectRefused(new Uint8Array(0), 'empty.gpx', 'fileEmpty');
    expectRefused(bytesOf('  \n\t '), 'blank.kml', 'fileEmpty');
  });

  it('refuses a file over the limit before reading it (default 25 MB, or the option)', () => {
    expectRefused(new Uint8Array(25 * 1024 * 1024 + 1), 'big.gpx', 'fileTooLarge', { maxMb: 25 });
    const error = refusal(bytesOf(good), 'x.gpx', { maxBytes: 1000 });
    expect(error.code).toBe('fileTooLarge');
    expect(buildCourseProfile(bytesOf(good), 'x.gpx', { maxBytes: 100_000 }).pointCount).toBe(50);
  });
});

describe('content that is not a course', () => {
  it('refuses binary garbage named .gpx or .kml', () => {
    expectRefused(garbage(4096), 'photo.gpx', 'notText', { format: 'GPX' });
    expectRefused(garbage(4096), 'photo.kml', 'notText', { format: 'KML' });
  });

  it('refuses valid UTF-8 with control bytes (NUL) as binary', () => {
    expectRefused(bytesOf(`<gpx>\u0000\u0001</gpx>`), 'nul.gpx', 'notText');
  });

  it('refuses text that is not XML, and XML of the other format', () => {
    expectRefused(bytesOf('lat,lon\n52.5,13.3\n'), 'points.gpx', 'contentMismatch', { format: 'GPX' });
    expectRefused(bytesOf(kmlText(linePoints(10))), 'course.gpx', 'contentMismatch', { format: 'GPX' });
    expectRefused(bytesOf(good), 'course.kml', 'contentMismatch', { format: 'KML' });
  });

  it.each([
    ['cut short', good.slice(0, Math.floor(good.length / 2))],
    ['mismatched tags', '<gpx><trk><trkseg></trk></trkseg></gpx>'],
    ['unclosed attribute', '<gpx><trk><trkseg><trkpt lat="52.5 lon="13.3"></trkpt></trkseg></trk></gpx>'],
  ])('refuses malformed XML (%s) with a line number', (_, text) => {
    const error = expectRefused(bytesOf(text), 'bad.gpx', 'xmlMalformed');
    expect(typeof error.params.line).toBe('number');
  });

  it('refuses nesting deeper than any course file without overflowing the stack', () => {
    const depth = 100_000;
    const text = `<gpx>${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</gpx>`;
    expectRefused(bytesOf(text), 'deep.gpx', 'xmlMalformed');
  });
});

describe('XML entity attacks', () => {
  const dir = tempDir('paceband-xxe-');
  const secretFile = path.join(dir, 'secret.txt');
  const SECRET = 'TOP-SECRET-7f3a9c-course-engine';
  writeFileSync(secretFile, SECRET);

  const xxeVariants = {
    'SYSTEM entity in a name': `<?xml version="1.0"?>\n<!DOCTYPE gpx [<!ENTITY xxe SYSTEM "${pathToFileURL(secretFile).href}">]>\n${good.replace('<trk>', '<trk><name>&xxe;</name>')}`,
    'lower-case doctype': `<!doctype gpx [<!ENTITY xxe SYSTEM "${secretFile}">]>${good.replace('<trk>', '<trk><name>&xxe;</name>')}`,
    'parameter entity': `<!DOCTYPE gpx [<!ENTITY % p SYSTEM "${pathToFileURL(secretFile).href}"> %p;]>${good}`,
    'external DTD': `<!DOCTYPE gpx SYSTEM "${pathToFileURL(secretFile).href}">${good}`,
  };

  it.each(Object.entries(xxeVariants))('XXE (%s): refused, and the local file never leaks', (_, text) => {
    for (const name of ['xxe.gpx', 'xxe.kml']) {
      const error = refusal(bytesOf(name.endsWith('.kml') ? text.replace(/gpx/g, 'kml') : text), name);
      expect(error.code).toBe('xmlDoctype');
      const everything = `${error.message} ${JSON.stringify(error)} ${JSON.stringify(error.params)} ${courseErrorMessage(error)}`;
      expect(everything).not.toContain(SECRET);
    }
  });

  it('billion laughs: refused at once, no expansion', () => {
    const levels = Array.from({ length: 10 }, (_, i) =>
      i === 0 ? '<!ENTITY lol0 "lol">' : `<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`,
    ).join('');
    const text = `<?xml version="1.0"?><!DOCTYPE gpx [${levels}]>${good.replace('<trk>', '<trk><name>&lol9;</name>')}`;
    const started = performance.now();
    expectRefused(bytesOf(text), 'lol.gpx', 'xmlDoctype');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('the five XML entities and character references still work in names', () => {
    const text = good.replace('<trk>', '<wpt lat="52.5" lon="13.3001"><name>Water &amp; gels &#233; &lt;1&gt;</name></wpt><trk>');
    expect(buildCourseProfile(bytesOf(text), 'ok.gpx').aidStations[0]?.name).toBe('Water & gels é <1>');
  });
});

describe('points', () => {
  it.each([0, 1])('refuses a course of %i point(s)', (count) => {
    expectRefused(gpxBytes(linePoints(count)), 'few.gpx', 'tooFewPoints', { count });
  });

  it('refuses a course whose points all sit in one place', () => {
    expectRefused(gpxBytes([...linePoints(1), ...linePoints(1)]), 'still.gpx', 'courseTooShort', { lengthM: 0 });
  });

  it.each([
    ['NaN latitude', 'lat="NaN"'],
    ['text latitude', 'lat="north"'],
    ['empty latitude', 'lat=""'],
    ['latitude 91', 'lat="91"'],
    ['latitude -90.5', 'lat="-90.5"'],
  ])('refuses a point with %s, naming the point', (_, attribute) => {
    const points = gpxText(linePoints(20)).split('\n');
    const line = 2 + 6; // declaration, gpx opening line, then the 7th point
    points[line] = points[line]!.replace(/lat="[^"]*"/, attribute);
    expectRefused(bytesOf(points.join('\n')), 'bad.gpx', 'coordinateInvalid', { point: 7 });
  });

  it('refuses longitude 200 and a missing longitude', () => {
    expectRefused(bytesOf(good.replace(/lon="[^"]*"/, 'lon="200"')), 'bad.gpx', 'coordinateInvalid', { point: 1 });
    expectRefused(bytesOf(good.replace(/ lon="[^"]*"/, '')), 'bad.gpx', 'coordinateInvalid', { point: 1 });
    expectRefused(bytesOf(kmlText(linePoints(5)).replace('<coordinates>13.3,', '<coordinates>13.3')), 'bad.kml', 'coordinateInvalid', {
      point: 1,
    });
  });

  it('drops implausible or non-numeric elevations instead of refusing the file', () => {
    const points = linePoints(50, { ele: (i) => 40 + (i % 2) / 10 });
    const text = gpxText(points).replace('<ele>40.1</ele>', '<ele>NaN</ele>').replace('<ele>40</ele>', '<ele>99999</ele>');
    const p = buildCourseProfile(bytesOf(text), 'ok.gpx');
    expect(p.hasElevation).toBe(true);
    expect(p.elevation.maxM).toBeLessThan(41);
  });

  it('treats a file whose elevations are all 0 as having none', () => {
    expect(buildCourseProfile(gpxBytes(linePoints(30, { ele: () => 0 })), 'zero.gpx').hasElevation).toBe(false);
  });

  it('refuses more than the maximum number of points (KML, one big coordinates string)', () => {
    const tuples = '13.3,52.5 13.31,52.5 '.repeat(Math.ceil((MAX_POINTS + 2) / 2));
    const text = `<kml><Placemark><LineString><coordinates>${tuples}</coordinates></LineString></Placemark></kml>`;
    expectRefused(bytesOf(text), 'many.kml', 'tooManyPoints', { max: MAX_POINTS });
  });
});

describe('timestamps out of order', () => {
  const timed = () => linePoints(300, { ele: () => 35, timed: true });

  it('drops the point of a single backwards glitch and loads the rest', () => {
    const points = timed();
    points[150] = { ...points[150]!, time: points[10]!.time! };
    const p = buildCourseProfile(gpxBytes(points), 'glitch.gpx');
    expect(p.pointCount).toBe(299);
  });

  it('drops a single point stamped in the future, not everything after it', () => {
    const points = timed();
    points[100] = { ...points[100]!, time: '2030-01-01T00:00:00Z' };
    expect(buildCourseProfile(gpxBytes(points), 'future.gpx').pointCount).toBe(299);
  });

  it('refuses a recording whose times run backwards', () => {
    const points = timed();
    const times = points.map((p) => p.time!).reverse();
    const reversed = points.map((p, i) => ({ ...p, time: times[i]! }));
    expectRefused(gpxBytes(reversed), 'reversed.gpx', 'timesOutOfOrder', { count: 299 });
  });

  it('refuses a recording shuffled in blocks (two files merged out of order)', () => {
    const points = timed();
    const times = points.map((p) => p.time!);
    const swapped = [...times.slice(150), ...times.slice(0, 150)];
    expectRefused(gpxBytes(points.map((p, i) => ({ ...p, time: swapped[i]! }))), 'merged.gpx', 'timesOutOfOrder');
  });

  it('accepts equal consecutive times (a watch recording twice per second)', () => {
    const points = timed().map((p, i) => ({ ...p, time: new Date(Date.UTC(2025, 0, 1) + Math.floor(i / 2) * 1000).toISOString() }));
    expect(buildCourseProfile(gpxBytes(points), 'same.gpx').pointCount).toBe(300);
  });
});
