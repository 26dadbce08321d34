import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Decoder, Stream } from '@garmin/fitsdk';
import { buildCourseProfile, type CourseProfile } from '../../../course-files/index.ts';
import { planBands, type BandPlan, type PlanSettingsInput } from '../../../pacing/index.ts';

const dir = path.resolve(import.meta.dirname, '../../../../tests/fixtures/courses');

/** A real course of tests/fixtures/courses. */
export function fixtureCourse(file: string): CourseProfile {
  return buildCourseProfile(readFileSync(path.join(dir, file)), file);
}

export function planOf(settings: PlanSettingsInput, course?: CourseProfile): BandPlan {
  const [plan] = planBands({ settings, course });
  if (!plan) throw new Error('no plan');
  return plan;
}

/** Reads a FIT file back with Garmin's decoder, after its integrity check (header, size, CRC). */
export function decodeFit(bytes: Uint8Array) {
  const stream = Stream.fromArrayBuffer(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const decoder = new Decoder(stream);
  if (!decoder.checkIntegrity()) throw new Error('the FIT file fails its integrity check');
  const { messages, errors } = decoder.read();
  if (errors.length > 0) throw new Error(`FIT errors: ${errors.map(String).join('; ')}`);
  // Every kind of message as a list (empty when the file has none), fields by their profile names.
  return new Proxy(messages, { get: (target, key) => (target as Record<string | symbol, unknown>)[key] ?? [] }) as Required<
    typeof messages
  >;
}

/** A decoded workout's steps as the watch runs them: each repeat step unrolled (back to `durationStep`, `repeatSteps` times in all). */
export function unrollFitSteps<T extends { durationType?: unknown; durationStep?: unknown; repeatSteps?: unknown }>(
  steps: readonly T[],
): T[] {
  const out: T[] = [];
  steps.forEach((step, i) => {
    if (step.durationType !== 'repeatUntilStepsCmplt') out.push(step);
    else for (let n = 1; n < Number(step.repeatSteps); n++) out.push(...steps.slice(Number(step.durationStep), i));
  });
  return out;
}
