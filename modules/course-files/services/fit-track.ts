import { Decoder, Stream } from '@garmin/fitsdk';
import { CourseFileError } from './course-file-error.ts';
import { MAX_POINTS } from './course-file-limits.ts';
import { RawTrackBuilder, type RawTrack } from './raw-track.ts';

const SEMICIRCLE_TO_DEGREES = 180 / 2 ** 31;
/** The record message (time, position, altitude) in the FIT profile. */
const RECORD_MESSAGE = 20;
/** The sport and session messages, which name the activity's sport (1 running, 2 cycling, …). */
const SPORT_MESSAGE = 12;
const SESSION_MESSAGE = 18;
const MIN_ELEVATION_M = -500;
const MAX_ELEVATION_M = 9000;

interface FitRecord {
  timestamp?: Date;
  positionLat?: number;
  positionLong?: number;
  altitude?: number;
  enhancedAltitude?: number;
  heartRate?: number;
}

/**
 * A FIT activity from any watch, read with Garmin's own SDK (@garmin/fitsdk). The file must pass
 * the SDK's integrity check (header, size, CRC): a damaged file is refused whole, not read as far
 * as it goes. Only the record messages' time, position, altitude and heart rate (and the sport) are used; records without a
 * position (before the first fix, indoor) are skipped.
 */
export function readFit(bytes: Uint8Array): RawTrack {
  const stream = () => Stream.fromArrayBuffer(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  if (!Decoder.isFIT(stream())) throw new CourseFileError('contentMismatch', { format: 'FIT' });
  const decoder = new Decoder(stream());
  if (!decoder.checkIntegrity()) throw new CourseFileError('fitDamaged');
  const track = new RawTrackBuilder(MAX_POINTS);
  let tooMany = false;
  const { errors } = decoder.read({
    // Records are taken as they are decoded, not kept: a day's file holds 80,000 of them.
    mesgListener: (messageNumber, mesg) => {
      if (messageNumber === SPORT_MESSAGE || messageNumber === SESSION_MESSAGE) {
        const sport = (mesg as { sport?: unknown }).sport;
        if (typeof sport === 'number' || typeof sport === 'string') track.offerSport(String(sport));
        return;
      }
      if (messageNumber !== RECORD_MESSAGE || tooMany) return;
      const message = mesg as FitRecord;
      if (track.full) {
        tooMany = true;
        return;
      }
      const { positionLat, positionLong } = message;
      if (typeof positionLat !== 'number' || typeof positionLong !== 'number') return;
      const lat = positionLat * SEMICIRCLE_TO_DEGREES;
      const lon = positionLong * SEMICIRCLE_TO_DEGREES;
      if (!(lat >= -90 && lat <= 90 && lon >= -180 && lon <= 180)) return;
      const altitude = message.enhancedAltitude ?? message.altitude;
      const ele = typeof altitude === 'number' && altitude >= MIN_ELEVATION_M && altitude <= MAX_ELEVATION_M ? altitude : Number.NaN;
      const time = message.timestamp instanceof Date ? message.timestamp.getTime() : Number.NaN;
      const hr = typeof message.heartRate === 'number' && message.heartRate > 0 && message.heartRate < 255 ? message.heartRate : Number.NaN;
      track.push(lat, lon, ele, time, hr);
    },
    applyScaleAndOffset: true,
    expandSubFields: false,
    expandComponents: true,
    convertTypesToStrings: false,
    convertDateTimesToDates: true,
    includeUnknownData: false,
    mergeHeartRates: false,
  });
  if (tooMany) throw new CourseFileError('tooManyPoints', { max: MAX_POINTS });
  if (errors.length > 0) throw new CourseFileError('fitDamaged');
  return track.build();
}
