import { describe, expect, it } from 'vitest';
import type { RecordedRun } from '../../course-files/index.ts';
import { runSegments } from './run-segments.ts';

const METRES_PER_DEG_LAT = 111_320;

/** A run due north, one fix a second at `speedAt(t)` m/s, on a steady 4 % grade; `edit` changes points. */
function run(
  seconds: number,
  speedAt: (t: number) => number,
  edit: (t: number, p: { ele: number; lat: number }) => void = () => {},
): RecordedRun {
  const time: number[] = [];
  const lat: number[] = [];
  const ele: number[] = [];
  let along = 0;
  for (let t = 0; t <= seconds; t++) {
    const point = { ele: 100 + 0.04 * along, lat: 45 + along / METRES_PER_DEG_LAT };
    edit(t, point);
    time.push(Date.UTC(2026, 0, 1) + t * 1000);
    lat.push(point.lat);
    ele.push(point.ele);
    along += speedAt(t);
  }
  const count = time.length;
  const track = {
    count,
    lat: Float64Array.from(lat),
    lon: new Float64Array(count).fill(5),
    ele: Float64Array.from(ele),
    time: Float64Array.from(time),
    waypoints: [],
  };
  return { fileName: 'run.fit', track, durationS: seconds };
}

describe('runSegments: 150 m stretches of steady running', () => {
  it('measures each stretch’s grade and pace', () => {
    const { segments, movingMps } = runSegments(run(600, () => 3));
    expect(segments.length).toBe(11);
    for (const s of segments) {
      expect(s.grade).toBeCloseTo(0.04, 2);
      expect(s.secondsPerM).toBeCloseTo(1 / 3, 2);
    }
    expect(movingMps).toBeCloseTo(3, 1);
  });

  it('drops the stretch holding a stop, and the one holding a pause in the recording', () => {
    const stop = runSegments(run(600, (t) => (t >= 200 && t < 260 ? 0 : 3)));
    const pause = run(600, () => 3);
    // 30 s without a point (auto-pause): the points after are 30 s later.
    for (let i = 300; i < pause.track.count; i++) pause.track.time[i]! += 30_000;
    const steady = runSegments(run(600, () => 3)).segments.length;
    expect(stop.segments.length).toBeLessThan(steady);
    for (const s of stop.segments) expect(s.secondsPerM).toBeLessThan(0.4);
    expect(runSegments(pause).segments.length).toBeLessThan(steady);
    for (const s of runSegments(pause).segments) expect(s.secondsPerM).toBeLessThan(0.4);
  });

  it('ignores a lone altimeter spike, drops a GPS jump', () => {
    const spike = runSegments(
      run(
        600,
        () => 3,
        (t, p) => (t === 150 ? (p.ele += 40) : undefined),
      ),
    );
    for (const s of spike.segments) expect(s.grade).toBeCloseTo(0.04, 2);
    // A fix 400 m off for 12 s: the stretch measuring it runs at 30 m/s.
    const jump = runSegments(
      run(
        600,
        () => 3,
        (t, p) => (t >= 300 && t < 312 ? (p.lat += 400 / METRES_PER_DEG_LAT) : undefined),
      ),
    );
    for (const s of jump.segments) expect(1 / s.secondsPerM).toBeLessThan(7);
    // The jump adds 800 m in 20 s: the stretches measuring it are dropped, about the steady run's 11 are left.
    expect(jump.segments.length).toBeLessThan(12);
    expect(jump.segments.length).toBeGreaterThan(8);
  });
});
