/** A waypoint or placemark read from the file, before projection onto the course. */
export interface RawWaypoint {
  lat: number;
  lon: number;
  name: string;
}

/**
 * Points as read from the file, in course order. Typed arrays because big watch files have
 * tens of thousands of points and every later stage is a single pass over them.
 * Missing elevation or time is NaN.
 */
export interface RawTrack {
  count: number;
  lat: Float64Array;
  lon: Float64Array;
  ele: Float64Array;
  time: Float64Array;
  waypoints: RawWaypoint[];
  /** The race name the file gives, if any (trimmed, at most 200 characters). */
  name?: string;
  /** Heart rate per point, beats per minute (NaN where missing); absent when the file has none. */
  hr?: Float64Array;
  /** The activity's sport as the file names it (FIT `sport` number, TCX `Sport`, GPX `type`), lower case. */
  sport?: string;
}

export class RawTrackBuilder {
  count = 0;
  lat = new Float64Array(1024);
  lon = new Float64Array(1024);
  ele = new Float64Array(1024);
  time = new Float64Array(1024);
  hr = new Float64Array(1024);
  private hasHr = false;
  sport: string | undefined;
  readonly waypoints: RawWaypoint[] = [];
  name: string | undefined;

  constructor(private readonly maxPoints: number) {}

  push(lat: number, lon: number, ele: number, time: number, hr = Number.NaN): void {
    if (this.count === this.lat.length) this.grow();
    const i = this.count++;
    this.lat[i] = lat;
    this.lon[i] = lon;
    this.ele[i] = ele;
    this.time[i] = time;
    this.hr[i] = hr;
    if (!Number.isNaN(hr)) this.hasHr = true;
  }

  /** Keeps the first sport named (lower case, at most 40 characters). */
  offerSport(text: string): void {
    const sport = text.trim().toLowerCase().slice(0, 40);
    if (!this.sport && sport) this.sport = sport;
  }

  /** Keeps the first non-empty name offered (documents name themselves before their tracks). */
  offerName(text: string): void {
    const name = text.replace(/\s+/g, ' ').trim().slice(0, 200);
    if (!this.name && name) this.name = name;
  }

  /** True when one more point would pass the cap, so readers can stop early. */
  get full(): boolean {
    return this.count >= this.maxPoints;
  }

  build(): RawTrack {
    const n = this.count;
    return {
      count: n,
      lat: this.lat.subarray(0, n),
      lon: this.lon.subarray(0, n),
      ele: this.ele.subarray(0, n),
      time: this.time.subarray(0, n),
      waypoints: this.waypoints,
      ...(this.name ? { name: this.name } : {}),
      ...(this.hasHr ? { hr: this.hr.subarray(0, n) } : {}),
      ...(this.sport ? { sport: this.sport } : {}),
    };
  }

  private grow(): void {
    const size = this.lat.length * 2;
    const grow = (from: Float64Array) => {
      const to = new Float64Array(size);
      to.set(from);
      return to;
    };
    this.lat = grow(this.lat);
    this.lon = grow(this.lon);
    this.ele = grow(this.ele);
    this.time = grow(this.time);
    this.hr = grow(this.hr);
  }
}
