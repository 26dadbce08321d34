import type { FileIdMesg, Mesg, WorkoutMesg, WorkoutStepMesg } from '@garmin/fitsdk';
import { Encoder, Profile } from '@garmin/fitsdk';
import type { WorkoutStep } from './workout-steps.ts';

/** The fields of a FIT file's id that say who made it (the FIT profile's "development" maker). */
export const FIT_MAKER = { manufacturer: 'development', product: 0, serialNumber: 0x7061_6365 } as const;

/** Writes a message of the FIT profile, named as the profile names it (FILE_ID, RECORD…), its fields typed by the SDK. */
export function writeMesg<T extends Mesg>(encoder: Encoder, name: string, mesg: T): void {
  const number = Profile.MesgNum[name];
  if (number === undefined) throw new Error(`no FIT message ${name}`);
  encoder.onMesg(number, mesg);
}

/** Names on a watch's small screen: FIT strings have no limit, watches show a few words. */
export function fitName(text: string, max = 40): string {
  // No control characters; cut on a character, not in the middle of a UTF-16 pair.
  return Array.from(text.replace(/[\p{Cc}\p{Cf}]/gu, ' ').trim())
    .slice(0, max)
    .join('');
}

/**
 * A FIT workout file (FIT profile: file_id of type workout, one workout, its workout_step
 * messages), written by Garmin's own SDK. Values go in the main fields in the units their
 * subfields declare: a distance in centimetres, a time in milliseconds, a speed in mm/s; a
 * custom speed target is target_value 0 with its low (slower) and high (faster) ends; a repeat step
 * goes back to an earlier step (duration_value) for a number of times in all (target_value).
 */
export function encodeWorkout(name: string, steps: readonly WorkoutStep[], created: Date): Uint8Array {
  const encoder = new Encoder();
  writeMesg<FileIdMesg>(encoder, 'FILE_ID', { type: 'workout', ...FIT_MAKER, timeCreated: created });
  writeMesg<WorkoutMesg>(encoder, 'WORKOUT', { wktName: fitName(name), sport: 'running', numValidSteps: steps.length });
  steps.forEach((step, messageIndex) => {
    if (step.kind === 'repeat') {
      // The profile's repeat step: duration_step is the step to go back to, repeat_steps how many times in all.
      writeMesg<WorkoutStepMesg>(encoder, 'WORKOUT_STEP', {
        messageIndex,
        durationType: 'repeatUntilStepsCmplt',
        durationValue: step.fromStep,
        targetType: 'open',
        targetValue: step.times,
      });
      return;
    }
    if (step.kind === 'walk') {
      writeMesg<WorkoutStepMesg>(encoder, 'WORKOUT_STEP', {
        messageIndex,
        wktStepName: fitName(step.name, 16),
        durationType: 'time',
        durationValue: Math.round(step.seconds * 1000),
        targetType: 'open',
        targetValue: 0,
        intensity: 'rest',
      });
      return;
    }
    writeMesg<WorkoutStepMesg>(encoder, 'WORKOUT_STEP', {
      messageIndex,
      wktStepName: fitName(step.name, 16),
      durationType: 'distance',
      durationValue: Math.round(step.distanceM * 100),
      targetType: 'speed',
      targetValue: 0,
      customTargetValueLow: Math.round(step.slowMps * 1000),
      customTargetValueHigh: Math.round(step.fastMps * 1000),
      intensity: 'active',
    });
  });
  return encoder.close();
}
